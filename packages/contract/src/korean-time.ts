/**
 * The one way the site writes a moment for people (the web app through lib/format.ts, the
 * server in its messages): Korea time, 오전/오후 with a 12-hour clock, the year only when it is
 * not this year. An end time at midnight reads as the day it closes: "12월 2일 자정까지", not
 * "12월 3일 오전 12:00까지". No zod here: the web imports it into every chunk.
 */

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar fields of a moment in Korea (no daylight saving time there). */
export function koreaParts(date: Date) {
  const k = new Date(date.getTime() + KOREA_OFFSET_MS);
  return {
    year: k.getUTCFullYear(),
    month: k.getUTCMonth() + 1,
    day: k.getUTCDate(),
    weekday: k.getUTCDay(),
    hour: k.getUTCHours(),
    minute: k.getUTCMinutes(),
    second: k.getUTCSeconds(),
  };
}

/** Korean weekday names, Sunday first (Date's getUTCDay order). */
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export interface KoreanTimeOptions {
  /** "Now", for leaving out this year (tests pass their own). */
  now?: Date;
  /** Always write the year. */
  withYear?: boolean;
  /** Add the weekday after the date: 4월 2일 (수). */
  weekday?: boolean;
  /**
   * An end time ("…까지"): exactly midnight is written as the day before with 자정, the moment
   * that day closes.
   */
  until?: boolean;
}

function datePart(
  parts: { year: number; month: number; day: number; weekday: number },
  options: KoreanTimeOptions,
): string {
  const thisYear = koreaParts(options.now ?? new Date()).year;
  const year = options.withYear || parts.year !== thisYear ? `${parts.year}년 ` : '';
  const weekday = options.weekday ? ` (${WEEKDAYS[parts.weekday]})` : '';
  return `${year}${parts.month}월 ${parts.day}일${weekday}`;
}

/** 오전 9시, 오후 3:05, 오후 12시 (noon), 오전 0시 (midnight, when not an end time). */
export function koreanClock(hour: number, minute: number): string {
  const half = hour < 12 ? '오전' : '오후';
  const h = hour === 0 ? 0 : hour > 12 ? hour - 12 : hour;
  return minute === 0 ? `${half} ${h}시` : `${half} ${h}:${String(minute).padStart(2, '0')}`;
}

/**
 * A date and time in Korea: "12월 3일 오후 3:05", "2027년 1월 5일 오전 9시", "12월 2일 자정"
 * (`until`, for 12월 3일 00:00). Null for a missing or invalid value.
 */
export function formatKoreanDateTime(
  value: string | number | Date | null | undefined,
  options: KoreanTimeOptions = {},
): string | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = koreaParts(date);
  if (options.until && parts.hour === 0 && parts.minute === 0 && parts.second === 0) {
    const dayBefore = koreaParts(new Date(date.getTime() - 1));
    return `${datePart(dayBefore, options)} 자정`;
  }
  return `${datePart(parts, options)} ${koreanClock(parts.hour, parts.minute)}`;
}

/** A date in Korea: "2026년 4월 1일" (the year always, unless `withYear: false` and this year). */
export function formatKoreanDate(
  value: string | number | Date | null | undefined,
  options: Omit<KoreanTimeOptions, 'until'> = { withYear: true },
): string | null {
  const date = toDate(value);
  return date ? datePart(koreaParts(date), options) : null;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

import {
  formatKoreanDate,
  formatKoreanDateTime,
  koreanClock,
} from '@myeolgong/contract/korean-time';
import { compactKoreanNumber, groupDigits } from '@myeolgong/contract/korean-number';
import * as ko from './i18n/ko';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'just now', minutes or hours within the first day; null from a day on. Shared by both styles. */
function withinADay(elapsed: number): string | null {
  if (elapsed < MINUTE) return ko.time.justNow;
  if (elapsed < HOUR) return ko.time.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return ko.time.hoursAgo(Math.floor(elapsed / HOUR));
  return null;
}

/** Card style (SPEC.md §4): just now, minutes, hours, days under 7, weeks under 4, months under 12, years. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return ko.time.noDate;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const recent = withinADay(elapsed);
  if (recent) return recent;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ko.time.daysAgo(days);
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return ko.time.weeksAgo(weeks);
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return ko.time.monthsAgo(months);
  return ko.time.yearsAgo(Math.max(1, Math.floor(days / 365)));
}

/*
 * Every absolute date or time the web app shows goes through the functions below, which share
 * the server's Korean writing of a moment (@myeolgong/contract/korean-time: Korea time, 오전/오후,
 * "12월 2일 자정까지" for an end at midnight). Relative times ("3분 전") are above.
 */

/** The full date in Korea, e.g. 2025년 4월 1일; null when the value is missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  return formatKoreanDate(value);
}

/** A date and time in Korea: 12월 3일 오후 3:05 (the year when not this year). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string | null {
  return formatKoreanDateTime(value, { now });
}

/**
 * An end time, for "…까지" and "… 초기화": midnight reads as the day it closes
 * (12월 2일 자정), with the year always when `withYear` (restrictions) or not this year.
 */
export function formatUntil(
  value: string | number | Date | null | undefined,
  options: { now?: Date; withYear?: boolean } = {},
): string | null {
  return formatKoreanDateTime(value, { ...options, until: true });
}

/** List style (profile, search): relative up to 30 days, then the full date. */
export function formatListTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return ko.time.noDate;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const recent = withinADay(elapsed);
  if (recent) return recent;
  const days = Math.floor(elapsed / DAY);
  if (days <= 30) return ko.time.daysAgo(days);
  return formatKoreanDate(date) ?? ko.time.noDate;
}

/**
 * The dense list's 작성일: today (in Korea) the time only, "오후 3:05"; earlier the date,
 * "11월 25일" ("2025년 11월 25일" in another year).
 */
export function formatTableTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return ko.time.noDate;
  const day = formatKoreanDate(date, { withYear: true });
  if (day === formatKoreanDate(now, { withYear: true })) {
    const korea = new Date(date.getTime() + 9 * HOUR);
    return koreanClock(korea.getUTCHours(), korea.getUTCMinutes());
  }
  return formatKoreanDate(date, { now }) ?? ko.time.noDate;
}

/** Korean digit grouping (1,234,567); missing values show N/A as SPEC.md §2 asks for prices. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return groupDigits(value);
}

/** Short counts for dense cards: 9,999 → 9,999; 12,345 → 1.2만. */
export function formatCount(value: number): string {
  return compactKoreanNumber(value);
}

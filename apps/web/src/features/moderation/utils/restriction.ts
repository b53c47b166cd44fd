import { formatUntil } from '../../../lib/format';

/** The end of a restriction still in force, or null. */
export function activeRestriction(
  restrictedUntil: string | null | undefined,
  now: Date = new Date(),
): Date | null {
  if (!restrictedUntil) return null;
  const until = new Date(restrictedUntil);
  return Number.isNaN(until.getTime()) || until <= now ? null : until;
}

/** 2026년 12월 2일 자정, 2026년 12월 22일 오전 9시 (Korea time), as the server's 403 message writes it. */
export function formatKoreanDateTime(value: string | Date): string {
  return formatUntil(value, { withYear: true }) ?? '';
}

const DAY = 24 * 60 * 60 * 1000;

/** A date input's day (YYYY-MM-DD) to the moment it ends in Korea: the next midnight there. */
export function endOfKoreanDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() + DAY).toISOString();
}

/** The date input's value `days` from today in Korea (YYYY-MM-DD). */
export function koreanDayFromNow(days: number, now: Date = new Date()): string {
  const korea = new Date(now.getTime() + 9 * 60 * 60 * 1000 + days * DAY);
  return korea.toISOString().slice(0, 10);
}

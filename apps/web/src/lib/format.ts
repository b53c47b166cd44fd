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

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The full date, e.g. 2025년 4월 1일; null when the value is missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? dateFormat.format(date) : null;
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
  return dateFormat.format(date);
}

const numberFormat = new Intl.NumberFormat('ko-KR');

/** Korean digit grouping (1,234,567); missing values show N/A as SPEC.md §2 asks for prices. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return numberFormat.format(value);
}

const compactFormat = new Intl.NumberFormat('ko-KR', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Short counts for dense cards: 9,999 → 9,999; 12,345 → 1.2만. */
export function formatCount(value: number): string {
  return value < 10_000 ? numberFormat.format(value) : compactFormat.format(value);
}

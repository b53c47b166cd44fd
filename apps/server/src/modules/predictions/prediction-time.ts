import type { PredictionHorizon } from '@myeolgong/contract/predictions';
import { isTradingDay, kstDayNumber, kstInstant } from '../stocks/krx-calendar';

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
/** The regular session's close, 15:30 KST, in minutes since midnight. */
const CLOSE_MINUTE = 15 * 60 + 30;
/**
 * A close counts this long after 15:30: the closing auction's price is the day's close only once
 * published, and a provider's last poll may come a few minutes later.
 */
const SETTLE_AFTER_CLOSE_MS = 10 * 60_000;

/** The KST wall clock of `ms` plus `months` calendar months (the day kept, or the month's last). */
function addKstMonths(ms: number, months: number): number {
  const wall = new Date(ms + KST_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  const moved = Date.UTC(
    year,
    month,
    day,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return moved - KST_OFFSET_MS;
}

/** When a prediction left at `createdAt` comes due: 7 days, or 1 or 3 calendar months (KST) on. */
export function settleAtFor(createdAt: number, horizon: PredictionHorizon): number {
  if (horizon === '1W') return createdAt + 7 * DAY_MS;
  return addKstMonths(createdAt, horizon === '1M' ? 1 : 3);
}

/** The instant of a KST trading day's close (15:30). */
export const closeInstant = (day: number) => kstInstant(day, CLOSE_MINUTE);

/** The KRX trading day (KST day number) whose close is the first at or after `settleAt`. */
export function settlementDay(settleAt: number): number {
  let day = kstDayNumber(settleAt);
  while (!isTradingDay(day) || closeInstant(day) < settleAt) day += 1;
  return day;
}

/** Whether the close of `day` can be read at `now` (SETTLE_AFTER_CLOSE_MS after 15:30). */
export const closeIsFinal = (day: number, now: number) =>
  now >= closeInstant(day) + SETTLE_AFTER_CLOSE_MS;

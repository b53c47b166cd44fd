/**
 * The Asia/Seoul calendar day: the site's day for quotas, allowances, 관심종목 mentions and the
 * trading day. Asia/Seoul is UTC+9 all year (no daylight saving time).
 */
const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The calendar day in Asia/Seoul that holds `at`, as 'YYYY-MM-DD'. */
export function seoulDay(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The start (00:00 Asia/Seoul) of the day that holds `at`. */
export function seoulDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS);
}

/** The start of the next Asia/Seoul day after `at`. */
export function nextSeoulDayStart(at: Date): Date {
  return new Date(seoulDayStart(at).getTime() + DAY_MS);
}

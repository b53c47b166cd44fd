import { formatKoreanDateTime, koreaParts } from '@myeolgong/contract/korean-time';

/**
 * When the daily allowance fills up again, as a member reads it: "오늘 밤 12시" for the coming
 * midnight, "12월 8일 0시" for a later one (never "12월 6일 자정", which at 21:31 on the 6th
 * reads as if it had passed), the moment itself otherwise. Null for a missing value.
 */
export function resetTime(iso: string | undefined, now = new Date()): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = koreaParts(at);
  if (parts.hour !== 0 || parts.minute !== 0) return formatKoreanDateTime(at, { now });
  const eve = koreaParts(new Date(at.getTime() - 1));
  const today = koreaParts(now);
  if (eve.year === today.year && eve.month === today.month && eve.day === today.day)
    return '오늘 밤 12시';
  const year = parts.year !== today.year ? `${parts.year}년 ` : '';
  return `${year}${parts.month}월 ${parts.day}일 0시`;
}

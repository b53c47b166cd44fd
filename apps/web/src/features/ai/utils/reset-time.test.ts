import { describe, expect, it } from 'vitest';
import { resetTime } from './reset-time';

describe('the allowance reset time', () => {
  // 21:31 on 6 December in Korea.
  const evening = new Date('2026-12-06T12:31:00.000Z');

  it("says 오늘 밤 12시 for tonight's midnight, not the day that is ending", () => {
    expect(resetTime('2026-12-06T15:00:00.000Z', evening)).toBe('오늘 밤 12시');
  });

  it('names the day of a later midnight with 0시', () => {
    expect(resetTime('2026-12-07T15:00:00.000Z', evening)).toBe('12월 8일 0시');
    expect(resetTime('2026-12-31T15:00:00.000Z', evening)).toBe('2027년 1월 1일 0시');
  });

  it('writes any other moment as the site does, and nothing for a missing value', () => {
    expect(resetTime('2026-12-07T06:05:00.000Z', evening)).toBe('12월 7일 오후 3:05');
    expect(resetTime(undefined)).toBeNull();
    expect(resetTime('soon')).toBeNull();
  });
});

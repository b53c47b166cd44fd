import { describe, expect, it } from 'vitest';
import { isOperator } from './operator';
import { activeRestriction, endOfKoreanDay, koreanDayFromNow } from './restriction';

describe('restrictions', () => {
  const now = new Date('2026-11-22T01:00:00Z');

  it('is active only while the end lies ahead', () => {
    expect(activeRestriction('2026-11-23T00:00:00Z', now)?.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(activeRestriction('2026-11-21T00:00:00Z', now)).toBeNull();
    expect(activeRestriction(null, now)).toBeNull();
    expect(activeRestriction('not a date', now)).toBeNull();
  });

  it('ends a chosen day at the next midnight in Korea', () => {
    expect(endOfKoreanDay('2026-12-01')).toBe('2026-12-01T15:00:00.000Z');
    expect(endOfKoreanDay('2026-13-01')).toBeNull();
    expect(endOfKoreanDay('')).toBeNull();
    // 01:00 UTC is 10:00 in Seoul, the same day.
    expect(koreanDayFromNow(0, now)).toBe('2026-11-22');
    expect(koreanDayFromNow(7, now)).toBe('2026-11-29');
  });

  it('counts ADMIN and SUPER_ADMIN as operators', () => {
    expect(['ADMIN', 'SUPER_ADMIN', 'USER', null].map(isOperator)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

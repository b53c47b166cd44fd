import { describe, expect, it } from 'vitest';
import { formatKoreanDate, formatKoreanDateTime, koreanClock } from './korean-time';

const now = new Date('2026-11-26T05:00:00Z');

describe('formatKoreanDateTime', () => {
  it('writes Korea time with 오전/오후 and leaves out this year', () => {
    expect(formatKoreanDateTime('2026-12-03T06:05:00Z', { now })).toBe('12월 3일 오후 3:05');
    expect(formatKoreanDateTime('2026-12-03T00:00:00Z', { now })).toBe('12월 3일 오전 9시');
    expect(formatKoreanDateTime('2027-01-05T03:00:00Z', { now })).toBe('2027년 1월 5일 오후 12시');
    expect(formatKoreanDateTime('2026-12-03T06:05:00Z', { now, withYear: true })).toBe(
      '2026년 12월 3일 오후 3:05',
    );
  });

  it('writes an end at midnight as the day it closes', () => {
    // 2026-12-03 00:00 in Korea.
    expect(formatKoreanDateTime('2026-12-02T15:00:00Z', { now, until: true })).toBe(
      '12월 2일 자정',
    );
    expect(formatKoreanDateTime('2026-12-02T15:00:00Z', { now })).toBe('12월 3일 오전 0시');
    expect(formatKoreanDateTime('2026-12-31T15:00:00Z', { now, until: true })).toBe(
      '12월 31일 자정',
    );
    expect(formatKoreanDateTime('2027-01-01T15:00:00Z', { now, until: true })).toBe(
      '2027년 1월 1일 자정',
    );
  });

  it('never writes AM or PM, and answers null for nothing', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const text = formatKoreanDateTime(new Date(Date.UTC(2026, 10, 26, hour, 30)), { now })!;
      expect(text).not.toMatch(/AM|PM|[A-Za-z]/);
    }
    expect(formatKoreanDateTime(null)).toBeNull();
    expect(formatKoreanDateTime('not a date')).toBeNull();
  });

  it('adds the weekday when asked', () => {
    expect(formatKoreanDateTime('2026-12-02T00:00:00Z', { now, weekday: true })).toBe(
      '12월 2일 (수) 오전 9시',
    );
  });
});

describe('koreanClock and formatKoreanDate', () => {
  it('covers noon, midnight and minutes', () => {
    expect(koreanClock(12, 0)).toBe('오후 12시');
    expect(koreanClock(0, 5)).toBe('오전 0:05');
    expect(koreanClock(23, 59)).toBe('오후 11:59');
  });
  it('writes the date in Korea', () => {
    expect(formatKoreanDate('2026-03-31T16:00:00Z')).toBe('2026년 4월 1일');
    expect(formatKoreanDate('2026-03-31T16:00:00Z', { now, withYear: false })).toBe('4월 1일');
  });
});

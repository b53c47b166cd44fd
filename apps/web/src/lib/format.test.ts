import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatListTime,
  formatNumber,
  formatRelativeTime,
  formatTableTime,
} from './format';

const now = new Date('2025-07-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, '방금 전'],
    [59_999, '방금 전'],
    [MIN, '1분 전'],
    [59 * MIN, '59분 전'],
    [HOUR, '1시간 전'],
    [23 * HOUR, '23시간 전'],
    [DAY, '1일 전'],
    [6 * DAY, '6일 전'],
    [7 * DAY, '1주 전'],
    [27 * DAY, '3주 전'],
    [28 * DAY, '1개월 전'],
    [90 * DAY, '3개월 전'],
    [364 * DAY, '1년 전'],
    [800 * DAY, '2년 전'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('treats future dates as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + HOUR), now)).toBe('방금 전');
  });

  it.each([null, undefined, '', 'not a date'])('reports missing or invalid dates (%s)', (value) => {
    expect(formatRelativeTime(value, now)).toBe('날짜 정보 없음');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2025-07-25T11:30:00Z', now)).toBe('30분 전');
  });
});

describe('formatListTime', () => {
  it('is relative up to 30 days', () => {
    expect(formatListTime(ago(30 * MIN), now)).toBe('30분 전');
    expect(formatListTime(ago(30 * DAY), now)).toBe('30일 전');
  });

  it('shows the full date after 30 days', () => {
    expect(formatListTime(new Date('2025-04-01T12:00:00Z'), now)).toBe('2025년 4월 1일');
  });

  it('reports invalid dates', () => {
    expect(formatListTime('x', now)).toBe('날짜 정보 없음');
  });
});

describe('number formatting', () => {
  it('groups digits the Korean way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-4200)).toBe('-4,200');
  });

  it('shows N/A for missing values', () => {
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('N/A');
  });

  it('abbreviates large counts with 만', () => {
    expect(formatCount(9999)).toBe('9,999');
    expect(formatCount(12_345)).toBe('1.2만');
    expect(formatCount(150_000)).toBe('15만');
  });
});

describe('formatTableTime', () => {
  // now is 2025-07-25 21:00 in Korea.
  it('shows the time in Korea for a post of today there', () => {
    expect(formatTableTime('2025-07-25T06:05:00Z', now)).toBe('오후 3:05');
    expect(formatTableTime('2025-07-24T15:30:00Z', now)).toBe('오전 0:30');
  });

  it('shows the date for an earlier day, with the year only when it is not this one', () => {
    expect(formatTableTime('2025-07-24T14:59:00Z', now)).toBe('7월 24일');
    expect(formatTableTime('2024-12-31T03:00:00Z', now)).toBe('2024년 12월 31일');
    expect(formatTableTime(null, now)).toBe('날짜 정보 없음');
  });
});

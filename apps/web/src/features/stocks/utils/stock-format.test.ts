import { describe, expect, it } from 'vitest';
import {
  changeClass,
  changeMark,
  formatAmount,
  formatChangePrice,
  formatChangeRate,
  formatClock,
  formatOpening,
  formatQuoteTime,
  formatIndexValue,
  formatKoreanUnits,
  formatPrice,
  formatRatio,
  formatVolume,
} from './stock-format';

describe('stock formatting', () => {
  it('groups prices and volumes the Korean way', () => {
    expect(formatPrice(71_200)).toBe('71,200원');
    expect(formatPrice(1_234_567)).toBe('1,234,567원');
    expect(formatVolume(12_345_678)).toBe('12,345,678주');
    expect(formatIndexValue(2612.3)).toBe('2,612.30');
    expect(formatRatio(13.456)).toBe('13.46배');
  });

  // The units themselves are the contract's koreanAmount (split style), tested beside it.
  it('reads large amounts in 조, 억 and 만', () => {
    expect(formatKoreanUnits(1_234_567_890_123)).toBe('1조 2,345억');
    expect(formatKoreanUnits(56_789_000)).toBe('5,678만');
    expect(formatAmount(1_234_567_890_123)).toBe('1조 2,345억원');
  });

  it('shows N/A for every missing value', () => {
    for (const format of [
      formatPrice,
      formatVolume,
      formatKoreanUnits,
      formatAmount,
      formatIndexValue,
      formatRatio,
      formatClock,
    ]) {
      expect(format(null)).toBe('N/A');
      expect(format(undefined)).toBe('N/A');
    }
    expect(formatPrice(Number.NaN)).toBe('N/A');
    expect(formatChangePrice(null, 2)).toBe('N/A');
    expect(formatChangeRate(undefined, 5)).toBe('N/A');
  });

  it('marks changes with the KRX arrows and signed rates', () => {
    expect(formatChangePrice(1_200, 2)).toBe('▲ 1,200');
    expect(formatChangePrice(-300, 5)).toBe('▼ 300');
    expect(formatChangePrice(21_300, 1)).toBe('↑ 21,300');
    expect(formatChangePrice(-21_300, 4)).toBe('↓ 21,300');
    expect(formatChangePrice(0, 3)).toBe('0');
    expect(formatChangePrice(12.3, 2, 2)).toBe('▲ 12.30');
    expect(changeMark(3)).toBe('');
    expect(formatChangeRate(1.714, 2)).toBe('+1.71%');
    expect(formatChangeRate(-0.52, 5)).toBe('-0.52%');
    expect(formatChangeRate(29.98, 1)).toBe('+29.98%');
    expect(formatChangeRate(0, 3)).toBe('0.00%');
  });

  it('colours red for signs 1 and 2, blue for 4 and 5, grey otherwise', () => {
    expect(changeClass(1)).toBe('text-rise');
    expect(changeClass(2)).toBe('text-rise');
    expect(changeClass(3)).toBe('text-fg-muted');
    expect(changeClass(4)).toBe('text-fall');
    expect(changeClass(5)).toBe('text-fall');
    expect(changeClass(0)).toBe('text-fg-muted');
    expect(changeClass(null)).toBe('text-fg-muted');
  });

  it('tells the time on the Korean market clock', () => {
    expect(formatClock('2026-04-01T05:05:09.000Z')).toBe('14:05:09');
    // Midnight in Korea is 00, where Intl's ko-KR with hour12: false wrote 24:00:00.
    expect(formatClock('2026-12-31T15:00:00.000Z')).toBe('00:00:00');
    expect(formatQuoteTime('2026-04-01T05:05:09.000Z')).toBe('4. 1. 14:05:09');
    expect(formatOpening('2026-04-02T00:00:00.000Z')).toBe('4월 2일 (목) 09:00');
  });
});

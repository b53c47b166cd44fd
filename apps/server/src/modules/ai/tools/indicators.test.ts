import { describe, expect, it } from 'vitest';
import { computeIndicators, rsi } from './indicators';
import type { HistoryPoint } from '@myeolgong/contract/stocks';

const series = (closes: number[]): HistoryPoint[] =>
  closes.map((close, i) => ({
    time: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume: i < closes.length - 5 ? 100 : 200,
  }));

describe('indicators', () => {
  it('computes returns, averages, range and volume trend from daily closes', () => {
    const closes = Array.from({ length: 300 }, (_, i) => 100 + i);
    const ind = computeIndicators(series(closes))!;
    expect(ind.lastClose).toBe(399);
    expect(ind.returns.w1).toBeCloseTo(((399 - 394) / 394) * 100, 2);
    expect(ind.returns.m1).toBeCloseTo(((399 - 378) / 378) * 100, 2);
    expect(ind.returns.y1).toBeCloseTo(((399 - 147) / 147) * 100, 2);
    expect(ind.ma5).toBe(397);
    expect(ind.ma20).toBe(389.5);
    expect(ind.high52w).toBe(400);
    expect(ind.low52w).toBe(147);
    expect(ind.rsi14).toBe(100);
    expect(ind.volumeTrend).toBe(2);
    expect(ind.volatility).toBeGreaterThan(0);
  });

  it('leaves out what a short history cannot tell', () => {
    const ind = computeIndicators(series([10, 11, 12]))!;
    expect(ind.returns).toEqual({ w1: null, m1: null, m3: null, y1: null });
    expect(ind.ma20).toBeNull();
    expect(ind.rsi14).toBeNull();
    expect(computeIndicators([])).toBeNull();
  });

  it('gives RSI 0 for a steady fall and about 50 for balanced moves', () => {
    expect(rsi(Array.from({ length: 30 }, (_, i) => 100 - i))).toBe(0);
    const zigzag = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 100 : 101));
    expect(rsi(zigzag)).toBeGreaterThan(40);
    expect(rsi(zigzag)).toBeLessThan(60);
  });
});

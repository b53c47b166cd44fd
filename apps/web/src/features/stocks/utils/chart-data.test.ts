import { describe, expect, it } from 'vitest';
import { makeStock } from '../../../testing/stock-fixtures';
import {
  liveCandle,
  liveLinePoint,
  toChartSeries,
  toMinuteTime,
  toTradingDate,
} from './chart-data';

const bar = (time: string, close: number) => ({
  time,
  open: close - 100,
  high: close + 200,
  low: close - 200,
  close,
  volume: 1_000,
});

describe('chart data', () => {
  it('puts times on the Korean clock', () => {
    // 00:00 UTC is 09:00 KST: the chart's UTC axis then reads 09:00.
    expect(toMinuteTime('2026-04-01T00:00:30.000Z')).toBe(Date.UTC(2026, 3, 1, 9, 0) / 1000);
    expect(toTradingDate('2026-04-01T00:00:00.000Z')).toBe('2026-04-01');
    expect(toTradingDate('2026-03-31T16:00:00.000Z')).toBe('2026-04-01');
    expect(toMinuteTime('not a time')).toBeNull();
  });

  it('draws 1d as a line of minute closes and longer ranges as daily candles', () => {
    const line = toChartSeries('1d', [
      bar('2026-04-01T00:01:00.000Z', 71_000),
      bar('2026-04-01T00:00:00.000Z', 70_900),
      bar('2026-04-01T00:01:00.000Z', 71_100),
    ]);
    expect(line.kind).toBe('line');
    expect(line.points.map((point) => ('value' in point ? point.value : null))).toEqual([
      70_900, 71_100,
    ]);

    const candles = toChartSeries('1m', [
      bar('2026-04-02T00:00:00.000Z', 72_000),
      bar('2026-04-01T00:00:00.000Z', 71_000),
    ]);
    expect(candles).toEqual({
      kind: 'candles',
      points: [
        { time: '2026-04-01', open: 70_900, high: 71_200, low: 70_800, close: 71_000 },
        { time: '2026-04-02', open: 71_900, high: 72_200, low: 71_800, close: 72_000 },
      ],
    });
  });

  it('moves the last bar with a live quote, starts a new one later, ignores older ones', () => {
    const quote = makeStock('005930', {
      currentPrice: 72_500,
      lastUpdated: '2026-04-01T00:01:30.000Z',
    });
    const last = { time: Date.UTC(2026, 3, 1, 9, 1) / 1000, value: 72_000 };
    expect(liveLinePoint(last, quote)).toEqual({ time: last.time, value: 72_500 });
    expect(liveLinePoint({ ...last, time: last.time + 60 }, quote)).toBeNull();

    const candle = { time: '2026-04-01', open: 71_000, high: 72_000, low: 70_000, close: 71_500 };
    expect(liveCandle(candle, quote)).toEqual({ ...candle, high: 72_500, close: 72_500 });
    const nextDay = { ...quote, lastUpdated: '2026-04-02T00:00:10.000Z' };
    expect(liveCandle(candle, nextDay)).toMatchObject({ time: '2026-04-02', close: 72_500 });
    expect(liveCandle({ ...candle, time: '2026-04-03' }, quote)).toBeNull();
  });
});

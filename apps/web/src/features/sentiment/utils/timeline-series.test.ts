import { describe, expect, it } from 'vitest';
import { timelineSeries } from './timeline-series';

describe('timelineSeries', () => {
  it('stacks the shares and keeps the closes of session days only', () => {
    const series = timelineSeries([
      { date: '2026-12-05', buy: 0, sell: 0, hold: 0, close: null },
      { date: '2026-12-06', buy: 3, sell: 1, hold: 0, close: null },
      { date: '2026-12-07', buy: 1, sell: 1, hold: 2, close: 71200 },
    ]);
    expect(series.closes).toEqual([{ time: '2026-12-07', value: 71200 }]);
    expect(series.sellTop).toEqual([
      { time: '2026-12-05' },
      { time: '2026-12-06', value: 100 },
      { time: '2026-12-07', value: 100 },
    ]);
    expect(series.holdTop.map((p) => ('value' in p ? p.value : null))).toEqual([null, 75, 75]);
    expect(series.buyTop.map((p) => ('value' in p ? p.value : null))).toEqual([null, 75, 25]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeStock } from '../../../testing/stock-fixtures';
import { applyLiveQuotes, isStocksMessage, quotesByCode } from './live-quotes';

describe('live quotes', () => {
  const a = makeStock('005930', { lastUpdated: '2026-04-01T05:00:00.000Z' });
  const b = makeStock('000660', { lastUpdated: '2026-04-01T05:00:00.000Z' });

  it('accepts only lists of quotes', () => {
    expect(isStocksMessage([a, b])).toBe(true);
    expect(isStocksMessage([])).toBe(true);
    expect(isStocksMessage({ stockCode: '005930' })).toBe(false);
    expect(isStocksMessage([{ stockCode: '005930', currentPrice: '1' }])).toBe(false);
  });

  it('replaces shown quotes in place and keeps the list when nothing changed', () => {
    const moved = { ...a, currentPrice: 72_000, lastUpdated: '2026-04-01T05:00:01.000Z' };
    const list = [a, b];
    const next = applyLiveQuotes(list, quotesByCode([moved]));
    expect(next).toEqual([moved, b]);
    expect(next?.[1]).toBe(b);
    expect(applyLiveQuotes(list, quotesByCode([makeStock('035420')]))).toBe(list);
    expect(applyLiveQuotes(undefined, quotesByCode([moved]))).toBeUndefined();
  });

  it('never lets an older live quote overwrite a fresher one', () => {
    const stale = { ...a, currentPrice: 1, lastUpdated: '2026-04-01T04:59:59.000Z' };
    const list = [a];
    expect(applyLiveQuotes(list, quotesByCode([stale]))).toBe(list);
  });
});

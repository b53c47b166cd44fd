import type { Stock } from '@myeolgong/contract/stocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotePush } from './quote-push';

const quote = (stockCode: string, currentPrice: number) =>
  ({ stockCode, currentPrice }) as unknown as Stock;

describe('QuotePush (issue #24 item 6)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once, then at most one message per interval with the latest quote of each stock', async () => {
    const sent: Stock[][] = [];
    const push = new QuotePush(async (changed) => void sent.push(changed), 1000);
    await push.offer([quote('005930', 100)]);
    expect(sent).toEqual([[quote('005930', 100)]]);

    // Three ticks within the interval: one message at its end, each stock once, as it is now.
    vi.advanceTimersByTime(200);
    await push.offer([quote('005930', 101), quote('000660', 50)]);
    vi.advanceTimersByTime(300);
    await push.offer([quote('005930', 102)]);
    vi.advanceTimersByTime(200);
    await push.offer([quote('035420', 7)]);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual([quote('000660', 50), quote('005930', 102), quote('035420', 7)]);

    // Nothing changed: nothing sent. A change after a quiet interval goes at once again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(2);
    await push.offer([quote('000660', 51)]);
    expect(sent[2]).toEqual([quote('000660', 51)]);
  });

  it('never sends more than one message per interval however fast the provider refreshes', async () => {
    const times: number[] = [];
    const push = new QuotePush(async () => void times.push(Date.now()), 1000);
    for (let i = 0; i < 100; i++) {
      await push.offer([quote('005930', 100 + i)]);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(times.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it('sends every change at once with an interval of 0, and nothing after stop', async () => {
    const sent: Stock[][] = [];
    const push = new QuotePush(async (changed) => void sent.push(changed), 0);
    await push.offer([quote('005930', 1)]);
    await push.offer([quote('005930', 2)]);
    expect(sent).toHaveLength(2);
    push.stop();
    await push.offer([quote('005930', 3)]);
    expect(sent).toHaveLength(2);
  });
});

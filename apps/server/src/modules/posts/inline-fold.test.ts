import { afterEach, describe, expect, it, vi } from 'vitest';
import { countedLike, inlineFoldDue } from './inline-fold';

afterEach(() => vi.useRealTimers());

describe('inline folds of a post row (decision 028)', () => {
  it('folds every like of a quiet post, each in turn', async () => {
    for (let i = 0; i < 3; i++)
      expect(await countedLike(1, async () => inlineFoldDue(1))).toBe(true);
  });

  it('folds a hot post at most once a gap while its likes overlap', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const held = countedLike(2, () => new Promise<void>((resolve) => (release = resolve)));
    const first = await countedLike(2, async () => inlineFoldDue(2));
    const second = await countedLike(2, async () => inlineFoldDue(2));
    vi.advanceTimersByTime(300);
    const later = await countedLike(2, async () => inlineFoldDue(2));
    release();
    await held;
    expect([first, second, later]).toEqual([true, false, true]);
    // Alone again: the next like folds at once.
    expect(await countedLike(2, async () => inlineFoldDue(2))).toBe(true);
  });
});

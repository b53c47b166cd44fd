import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineFoldDue } from './inline-fold';

afterEach(() => vi.useRealTimers());

describe('inline folds of a post row (decision 028)', () => {
  it('folds every like written on its own', () => {
    for (let i = 0; i < 3; i++) expect(inlineFoldDue(1, true)).toBe(true);
  });

  it('folds a post liked in batches at most once a gap', () => {
    vi.useFakeTimers();
    const first = inlineFoldDue(2, false);
    const second = inlineFoldDue(2, false);
    vi.advanceTimersByTime(300);
    const later = inlineFoldDue(2, false);
    expect([first, second, later]).toEqual([true, false, true]);
    // A like on its own again: it folds at once.
    expect(inlineFoldDue(2, true)).toBe(true);
  });
});

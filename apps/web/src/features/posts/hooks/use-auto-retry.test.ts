import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoRetryDelay, type FeedState, useAutoRetry } from './use-auto-retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autoRetryDelay', () => {
  it('waits 2 s after an error and 1.5 s after an empty answer, 3 times at most', () => {
    expect(autoRetryDelay('error', 0)).toBe(2_000);
    expect(autoRetryDelay('empty', 2)).toBe(1_500);
    expect(autoRetryDelay('error', 3)).toBeNull();
    expect(autoRetryDelay('loaded', 0)).toBeNull();
    expect(autoRetryDelay('loading', 0)).toBeNull();
  });
});

describe('useAutoRetry', () => {
  it('retries an error three times, each 2 s after the failure', async () => {
    const retry = vi.fn();
    const { rerender } = renderHook(({ state }) => useAutoRetry(state, retry), {
      initialProps: { state: 'error' as FeedState },
    });
    for (let round = 1; round <= 3; round += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1_999));
      expect(retry).toHaveBeenCalledTimes(round - 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(retry).toHaveBeenCalledTimes(round);
      rerender({ state: 'loading' });
      rerender({ state: 'error' });
    }
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('asks again 1.5 s after an empty answer and stops once posts arrive', async () => {
    const retry = vi.fn();
    const { rerender } = renderHook(({ state }) => useAutoRetry(state, retry), {
      initialProps: { state: 'empty' as FeedState },
    });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender({ state: 'loading' });
    rerender({ state: 'loaded' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not retry while loading or loaded', async () => {
    const retry = vi.fn();
    renderHook(() => useAutoRetry('loaded', retry));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(retry).not.toHaveBeenCalled();
  });
});

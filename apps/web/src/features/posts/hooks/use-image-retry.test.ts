import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheBustedSrc, IMAGE_RETRY_LIMIT, useImageRetry } from './use-image-retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cacheBustedSrc', () => {
  it('adds a timestamp parameter, keeping the query and hash', () => {
    expect(cacheBustedSrc('/a.png', 5)).toBe('/a.png?t=5');
    expect(cacheBustedSrc('/a.png?w=1#top', 5)).toBe('/a.png?w=1&t=5#top');
    expect(cacheBustedSrc('data:image/png;base64,AA', 5)).toBe('data:image/png;base64,AA');
  });
});

describe('useImageRetry', () => {
  it('retries 5 times with a fresh timestamp, then reports the failure', async () => {
    let now = 1000;
    const { result } = renderHook(() => useImageRetry('/img/a.png', () => ++now));
    expect(result.current.src).toBe('/img/a.png');
    const seen = new Set<string>();
    for (let attempt = 1; attempt <= IMAGE_RETRY_LIMIT; attempt += 1) {
      act(() => result.current.onError());
      expect(result.current.failed).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(result.current.src).toMatch(/^\/img\/a\.png\?t=\d+$/);
      seen.add(result.current.src);
    }
    expect(seen.size).toBe(IMAGE_RETRY_LIMIT);
    act(() => result.current.onError());
    expect(result.current.failed).toBe(true);
  });

  it('ignores repeated errors while a retry is waiting', async () => {
    const { result } = renderHook(() => useImageRetry('/b.png'));
    act(() => {
      result.current.onError();
      result.current.onError();
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    act(() => result.current.onError());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // Two real failures so far: still retrying.
    expect(result.current.failed).toBe(false);
  });

  it('starts over for a new address', () => {
    const { result, rerender } = renderHook(({ src }) => useImageRetry(src), {
      initialProps: { src: 'data:image/png;base64,AA' },
    });
    act(() => result.current.onError());
    expect(result.current.failed).toBe(true);
    rerender({ src: '/c.png' });
    expect(result.current).toMatchObject({ src: '/c.png', failed: false });
  });
});

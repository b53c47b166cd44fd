import { afterEach, describe, expect, it, vi } from 'vitest';
import { trailingCounts } from './trailing-count';

afterEach(() => vi.useRealTimers());

describe('trailingCounts', () => {
  it('publishes once per post a moment after the last request, and again after a later one', async () => {
    vi.useFakeTimers();
    const published: number[] = [];
    const trailing = trailingCounts(
      async (postId) => void published.push(postId),
      () => {},
      250,
    );
    trailing.schedule(1);
    trailing.schedule(1);
    trailing.schedule(2);
    vi.advanceTimersByTime(249);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(published).toEqual([1, 2]);
    // A like committed after that read: one more exact count.
    trailing.schedule(1);
    vi.advanceTimersByTime(250);
    expect(published).toEqual([1, 2, 1]);
  });

  it('reports a failed read and drops what is due when stopped', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const trailing = trailingCounts(
      () => Promise.reject(new Error('db away')),
      (err) => errors.push(err),
      250,
    );
    trailing.schedule(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toHaveLength(1);
    const calls = vi.fn(async () => undefined);
    const stopped = trailingCounts(calls, () => {}, 250);
    stopped.schedule(1);
    stopped.stop();
    vi.advanceTimersByTime(500);
    expect(calls).not.toHaveBeenCalled();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { createTestQueryClient, queryWrapper } from '../../../testing/render';
import { postQueryKey } from './get-post';
import { useRecordPostView } from './record-post-view';

let client: QueryClient;

function mount(postId: number | null) {
  return renderHook(({ id }) => useRecordPostView(id), {
    initialProps: { id: postId },
    wrapper: queryWrapper(client),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  client = createTestQueryClient();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRecordPostView', () => {
  it('counts the view 2 s after load and updates the shown count', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/posts/5/view' ? json(200, { success: true, viewCount: 11 }) : undefined,
    );
    client.setQueryData(postQueryKey(5), { id: 5, viewCount: 10 });
    const events: unknown[] = [];
    const onEvent = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('postUpdated', onEvent);

    mount(5);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/posts/5/view']);
    expect(calls[0]?.body).toBeUndefined();
    expect(client.getQueryData(postQueryKey(5))).toEqual({ id: 5, viewCount: 11 });
    expect(events).toEqual([{ postId: 5, updates: { viewCount: 11 } }]);
    window.removeEventListener('postUpdated', onEvent);
  });

  it('counts a post at most once per 5 minutes in this browser', async () => {
    const calls = mockFetch(() => json(200, { success: true, viewCount: 1 }));
    const first = mount(5);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    first.unmount();

    const again = mount(5);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    again.unmount();
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    mount(5);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(2);
  });

  it('does nothing when the page is left within 2 s, or without a valid post', async () => {
    const calls = mockFetch(() => json(200, { success: true, viewCount: 1 }));
    const quick = mount(5);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    quick.unmount();
    mount(null);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls).toHaveLength(0);
  });

  it('swallows a failure', async () => {
    mockFetch(() =>
      json(500, { success: false, status: 500, code: 'INTERNAL_ERROR', message: 'x' }),
    );
    mount(9);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(JSON.parse(localStorage.getItem('viewedPosts') ?? '{}')).toHaveProperty('9');
  });
});

import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makeCommentPage } from '../../../testing/comment-fixtures';
import { createTestQueryClient, queryWrapper } from '../../../testing/render';
import { commentListQueryKey } from '../api/comments-query-key';
import { useCommentStream } from './use-comment-stream';

const handlers = new Map<string, (body: unknown) => void>();
const stopped: string[] = [];
vi.mock('../../../lib/realtime', () => ({
  subscribeTopic: (topic: string, handler: (body: unknown) => void) => {
    handlers.set(topic, handler);
    return () => {
      handlers.delete(topic);
      stopped.push(topic);
    };
  },
}));

afterEach(() => {
  handlers.clear();
  stopped.length = 0;
});

function setup() {
  const client = createTestQueryClient();
  const key = commentListQueryKey(1, 'top');
  client.setQueryData(key, makeCommentPage([makeComment(5)]));
  const view = renderHook(() => useCommentStream(1, [5]), { wrapper: queryWrapper(client) });
  const shown = () => client.getQueryData<Paged<Comment>>(key)?.content;
  return { ...view, shown };
}

describe('useCommentStream', () => {
  it('subscribes to the post’s comments and each shown comment’s likes', () => {
    const { unmount } = setup();
    expect([...handlers.keys()].sort()).toEqual([
      '/topic/comments/5/likes',
      '/topic/posts/1/comments',
    ]);
    unmount();
    expect(stopped.sort()).toEqual(['/topic/comments/5/likes', '/topic/posts/1/comments']);
  });

  it('keeps like subscriptions of comments still shown when the list changes', () => {
    const client = createTestQueryClient();
    const { rerender } = renderHook(({ ids }) => useCommentStream(1, ids), {
      wrapper: queryWrapper(client),
      initialProps: { ids: [5, 6] },
    });
    const kept = handlers.get('/topic/comments/5/likes');
    rerender({ ids: [5, 7] });
    expect(handlers.get('/topic/comments/5/likes')).toBe(kept);
    expect(stopped).toEqual(['/topic/comments/6/likes']);
    expect(handlers.has('/topic/comments/7/likes')).toBe(true);
  });

  it('adds live comments once and announces the new comment count', () => {
    const { shown } = setup();
    const counts: unknown[] = [];
    const listener = (event: Event) => counts.push((event as CustomEvent).detail);
    window.addEventListener('commentCountUpdated', listener);
    const message = { postId: 1, commentCount: 2, comment: makeComment(6) };
    act(() => handlers.get('/topic/posts/1/comments')?.(message));
    act(() => handlers.get('/topic/posts/1/comments')?.(message));
    window.removeEventListener('commentCountUpdated', listener);
    expect(shown()?.map((c) => c.id)).toEqual([5, 6]);
    expect(counts).toEqual([
      { postId: 1, commentCount: 2 },
      { postId: 1, commentCount: 2 },
    ]);
  });

  it('applies live like counts and ignores malformed messages', () => {
    const { shown } = setup();
    act(() => handlers.get('/topic/comments/5/likes')?.({ commentId: 5, likeStatus: 1, likes: 3 }));
    act(() => handlers.get('/topic/comments/5/likes')?.('nonsense'));
    expect(shown()?.[0]).toMatchObject({ likes: 3, likeStatus: 0 });
  });
});

import type { Post } from '@myeolgong/contract/posts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../../testing/post-fixtures';
import { createTestQueryClient, queryWrapper } from '../../../testing/render';
import { postQueryKey } from '../api/get-post';
import { isPostLikeMessage, usePostLikeStream } from './use-post-like-stream';

const handlers = new Map<string, (body: unknown) => void>();
vi.mock('../../../lib/realtime', () => ({
  subscribeTopic: (topic: string, handler: (body: unknown) => void) => {
    handlers.set(topic, handler);
    return () => handlers.delete(topic);
  },
}));

afterEach(() => handlers.clear());

describe('usePostLikeStream', () => {
  it('follows the post’s like count live and keeps the viewer’s own like state', async () => {
    const client = createTestQueryClient();
    client.setQueryData(postQueryKey(7), makePost(7, { likeCount: 2, likes: 2, likeStatus: 1 }));
    const { unmount } = renderHook(() => usePostLikeStream(7), {
      wrapper: queryWrapper(client),
    });
    // The live channel's code loads apart from the page's (a dynamic import).
    await waitFor(() => expect([...handlers.keys()]).toEqual(['/topic/posts/7/likes']));

    act(() => handlers.get('/topic/posts/7/likes')!({ postId: 7, likes: 5 }));
    const post = client.getQueryData<Post>(postQueryKey(7))!;
    expect(post).toMatchObject({ likeCount: 5, likes: 5, likeStatus: 1 });

    act(() => handlers.get('/topic/posts/7/likes')!({ postId: 8, likes: 99 }));
    expect(client.getQueryData<Post>(postQueryKey(7))!.likeCount).toBe(5);
    unmount();
    expect(handlers.size).toBe(0);
  });

  it('does not subscribe before the post is known', async () => {
    renderHook(() => usePostLikeStream(null), { wrapper: queryWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handlers.size).toBe(0);
  });

  it('does not subscribe when the page is left before the channel’s code arrives', async () => {
    const { unmount } = renderHook(() => usePostLikeStream(7), { wrapper: queryWrapper() });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handlers.size).toBe(0);
  });

  it('accepts only well-formed messages for the post', () => {
    expect(isPostLikeMessage({ postId: 1, likes: 0 }, 1)).toBe(true);
    expect(isPostLikeMessage({ postId: 1, likes: -1 }, 1)).toBe(false);
    expect(isPostLikeMessage({ postId: 1, likes: '3' }, 1)).toBe(false);
    expect(isPostLikeMessage(null, 1)).toBe(false);
  });
});

import type { InfiniteData } from '@tanstack/react-query';
import type { PostPage } from '@myeolgong/contract/posts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { makePage, makePost } from '../../../testing/post-fixtures';
import { createTestQueryClient, queryWrapper } from '../../../testing/render';
import { postQueryKey } from './get-post';
import { reactionUpdates } from '../utils/like-cache';
import { optimisticLike, useLikePost } from './like-post';

afterEach(() => vi.unstubAllGlobals());

function setup(post = makePost(4, { likeCount: 2, likes: 2 })) {
  const client = createTestQueryClient();
  client.setQueryData(postQueryKey(4), post);
  const feedKey = ['posts', 'feed', 'board', 'free', 'new'];
  client.setQueryData<InfiniteData<PostPage>>(feedKey, {
    pages: [makePage([makePost(3), post])],
    pageParams: [null],
  });
  const { result } = renderHook(() => useLikePost(), { wrapper: queryWrapper(client) });
  const shown = () => client.getQueryData<typeof post>(postQueryKey(4));
  const inFeed = () =>
    client.getQueryData<InfiniteData<PostPage>>(feedKey)?.pages[0]?.content.find((p) => p.id === 4);
  return { client, result, post, shown, inFeed };
}

describe('optimisticLike', () => {
  it('moves the count by one and never below 0', () => {
    expect(
      reactionUpdates(optimisticLike({ likeStatus: 0, likeCount: 2, likes: 2 }, true)),
    ).toMatchObject({
      likeStatus: 1,
      likeCount: 3,
      userHasliked: true,
    });
    expect(
      reactionUpdates(optimisticLike({ likeStatus: 1, likeCount: 0, likes: 0 }, false)),
    ).toMatchObject({
      likeStatus: 0,
      likeCount: 0,
    });
    expect(
      reactionUpdates(optimisticLike({ likeStatus: 1, likeCount: 5, likes: 5 }, true)).likeCount,
    ).toBe(5);
  });
});

describe('useLikePost', () => {
  it('shows the like at once everywhere, then takes the exact count from the server', async () => {
    let release: (response: Response) => void = () => {};
    const calls = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const { result, post, shown, inFeed } = setup();
    const events: unknown[] = [];
    const onEvent = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('postUpdated', onEvent);

    act(() => result.current.mutate({ postId: 4, liked: true, current: post }));
    await waitFor(() => expect(shown()).toMatchObject({ likeStatus: 1, likeCount: 3 }));
    expect(inFeed()).toMatchObject({ likeStatus: 1, likeCount: 3 });
    expect(`${calls[0]?.url.pathname}${calls[0]?.url.search}`).toBe('/api/like/post/4?status=1');

    release(json(200, { success: true, postId: 4, likeStatus: 1, likes: 10, likeCount: 10 }));
    await waitFor(() => expect(shown()).toMatchObject({ likeStatus: 1, likeCount: 10, likes: 10 }));
    expect(inFeed()).toMatchObject({ likeCount: 10 });
    expect(JSON.parse(localStorage.getItem('likedPosts') ?? '{}')).toEqual({ 4: 1 });
    expect(events).toContainEqual(expect.objectContaining({ postId: 4 }));
    window.removeEventListener('postUpdated', onEvent);
  });

  it('puts the previous state back when the server refuses', async () => {
    mockFetch(() => apiError(500, 'INTERNAL_ERROR', '서버 오류'));
    const { result, post, shown, inFeed } = setup(
      makePost(4, { likeStatus: 1, likeCount: 1, likes: 1, userHasliked: true }),
    );
    act(() => result.current.mutate({ postId: 4, liked: false, current: post }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()).toMatchObject({ likeStatus: 1, likeCount: 1 });
    expect(inFeed()).toMatchObject({ likeStatus: 1, likeCount: 1 });
    expect(localStorage.getItem('likedPosts')).toBeNull();
  });
});

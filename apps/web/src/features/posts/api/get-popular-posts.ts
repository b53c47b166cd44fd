import { postsPopular } from '@myeolgong/contract/endpoints/posts';
import type { PopularTimeRange, PostPage } from '@myeolgong/contract/posts';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { nextFeedCursor } from './get-board-posts';
import {
  FEED_PAGE_SIZE,
  FEED_TIMEOUT_MS,
  feedsQueryKey,
  POST_LIST_STALE_MS,
} from './posts-query-key';

/** The most liked posts of a time range across all boards. */
function getPopularPosts(
  timeRange: PopularTimeRange,
  size: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  return call(postsPopular, {
    query: { timeRange, size, cursor: cursor ?? undefined },
    signal,
    timeoutMs: FEED_TIMEOUT_MS,
  });
}

/** The /popular page: infinite, 20 a page. */
export function popularPostsQueryOptions(timeRange: PopularTimeRange) {
  return infiniteQueryOptions({
    queryKey: [...feedsQueryKey, 'popular', timeRange],
    queryFn: ({ pageParam, signal }) =>
      getPopularPosts(timeRange, FEED_PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextFeedCursor,
    staleTime: POST_LIST_STALE_MS,
    retry: false,
  });
}

/** SPEC.md §9: the home page shows the first 10 of a range. */
function popularPostsPreviewQueryOptions(timeRange: PopularTimeRange, size = 10) {
  return queryOptions({
    queryKey: [...feedsQueryKey, 'popular-preview', timeRange, size],
    queryFn: ({ signal }) => getPopularPosts(timeRange, size, null, signal),
    staleTime: POST_LIST_STALE_MS,
  });
}

export function usePopularPostsPreview(timeRange: PopularTimeRange, size = 10) {
  return useQuery(popularPostsPreviewQueryOptions(timeRange, size));
}

import { postsList } from '@myeolgong/contract/endpoints/posts';
import type { FeedSort, PostPage } from '@myeolgong/contract/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { FEED_TIMEOUT_MS, feedsQueryKey, POST_LIST_STALE_MS } from './posts-query-key';

/** GET /api/posts: posts across every board, first page only (the home page's newest list). */
function getPosts(sort: FeedSort, size: number, signal?: AbortSignal): Promise<PostPage> {
  return call(postsList, {
    query: { sort, size, page: 0 },
    signal,
    timeoutMs: FEED_TIMEOUT_MS,
  });
}

function postsQueryOptions(sort: FeedSort, size: number) {
  return queryOptions({
    queryKey: [...feedsQueryKey, 'list', sort, size],
    queryFn: ({ signal }) => getPosts(sort, size, signal),
    staleTime: POST_LIST_STALE_MS,
  });
}

/** SPEC.md §9: the newest list shows 10. */
export function useNewestPosts(size = 10) {
  return useQuery(postsQueryOptions('new', size));
}

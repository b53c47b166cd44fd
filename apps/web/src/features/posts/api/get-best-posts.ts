import { postsBest } from '@myeolgong/contract/endpoints/posts';
import type { PostPage } from '@myeolgong/contract/posts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import {
  FEED_PAGE_SIZE,
  FEED_TIMEOUT_MS,
  feedsQueryKey,
  POST_LIST_STALE_MS,
} from './posts-query-key';

/** One page of 개념글, newest promotion first: one board's, or every board's for `null`. */
function getBestPosts(board: string | null, page: number, signal?: AbortSignal): Promise<PostPage> {
  return call(postsBest, {
    query: { boardName: board ?? undefined, page, size: FEED_PAGE_SIZE },
    signal,
    timeoutMs: FEED_TIMEOUT_MS,
  });
}

/** The page number travels as the feed's string cursor, like the other feeds' cursors. */
export function bestPostsQueryOptions(board: string | null) {
  return infiniteQueryOptions({
    queryKey: [...feedsQueryKey, 'best', board?.toLowerCase() ?? ''],
    queryFn: ({ pageParam, signal }) => getBestPosts(board, Number(pageParam ?? 0), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: PostPage) => (page.last ? undefined : String(page.number + 1)),
    staleTime: POST_LIST_STALE_MS,
    retry: false,
  });
}

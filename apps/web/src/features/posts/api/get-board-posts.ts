import { postsBoard } from '@myeolgong/contract/endpoints/posts';
import type { FeedSort, PostPage } from '@myeolgong/contract/posts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import {
  FEED_PAGE_SIZE,
  FEED_TIMEOUT_MS,
  feedsQueryKey,
  POST_LIST_STALE_MS,
} from './posts-query-key';

/** One page of a board's posts; `board` may also be the pseudo-boards all and popular. */
function getBoardPosts(
  board: string,
  sort: FeedSort,
  cursor: string | null,
  signal?: AbortSignal,
  category?: string,
): Promise<PostPage> {
  return call(postsBoard, {
    params: { name: board },
    query: { sort, size: FEED_PAGE_SIZE, cursor: cursor ?? undefined, category },
    signal,
    timeoutMs: FEED_TIMEOUT_MS,
  });
}

/** The next page's cursor, or undefined after the last page. */
export function nextFeedCursor(page: PostPage): string | undefined {
  return page.last || !page.nextCursor ? undefined : page.nextCursor;
}

/** `category`: only the posts of that 말머리. */
export function boardPostsQueryOptions(board: string, sort: FeedSort, category?: string) {
  return infiniteQueryOptions({
    queryKey: [
      ...feedsQueryKey,
      'board',
      board.toLowerCase(),
      sort,
      ...(category ? [`category:${category}`] : []),
    ],
    queryFn: ({ pageParam, signal }) => getBoardPosts(board, sort, pageParam, signal, category),
    initialPageParam: null as string | null,
    getNextPageParam: nextFeedCursor,
    staleTime: POST_LIST_STALE_MS,
    // The board page retries on its own schedule (SPEC.md §4), with the error shown meanwhile.
    retry: false,
  });
}

import { postsBoard } from '@myeolgong/contract/endpoints/posts';
import type { FeedSort } from '@myeolgong/contract/posts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import {
  FEED_PAGE_SIZE,
  FEED_TIMEOUT_MS,
  feedsQueryKey,
  POST_LIST_STALE_MS,
} from './posts-query-key';

/**
 * One numbered page of a board's posts for the table view (`page` 0-based, as the API counts);
 * `board` may be the pseudo-board all. The card view reads the same list by cursor instead.
 */
export function boardPageQueryOptions(
  board: string,
  sort: FeedSort,
  page: number,
  category?: string,
) {
  return queryOptions({
    // Under the feeds' key: refreshed, reset and patched (likes, comment counts) with them.
    queryKey: [...feedsQueryKey, 'board-page', board.toLowerCase(), sort, category ?? null, page],
    queryFn: ({ signal }) =>
      call(postsBoard, {
        params: { name: board },
        query: { sort, size: FEED_PAGE_SIZE, page, category },
        signal,
        timeoutMs: FEED_TIMEOUT_MS,
      }),
    staleTime: POST_LIST_STALE_MS,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBoardPage(board: string, sort: FeedSort, page: number, category?: string) {
  return useQuery(boardPageQueryOptions(board, sort, page, category));
}

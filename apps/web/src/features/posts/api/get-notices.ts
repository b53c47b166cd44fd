import { postsNotices } from '@myeolgong/contract/endpoints/posts';
import type { Post } from '@myeolgong/contract/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { FEED_TIMEOUT_MS, feedsQueryKey, POST_LIST_STALE_MS } from './posts-query-key';

/** A board's notices with the site-wide ones (only the site's for `null`), newest pin first. */
function getNotices(boardName: string | null, signal?: AbortSignal): Promise<Post[]> {
  return call(postsNotices, {
    query: { boardName: boardName ?? undefined },
    signal,
    timeoutMs: FEED_TIMEOUT_MS,
  });
}

function noticesQueryOptions(boardName: string | null) {
  return queryOptions({
    // Under the feeds' key: refreshed and reset with the lists they stand above.
    queryKey: [...feedsQueryKey, 'notices', boardName?.toLowerCase() ?? null],
    queryFn: ({ signal }) => getNotices(boardName, signal),
    staleTime: POST_LIST_STALE_MS,
  });
}

export function useNotices(boardName: string | null) {
  return useQuery(noticesQueryOptions(boardName));
}

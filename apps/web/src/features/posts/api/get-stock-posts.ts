import { stocksPosts } from '@myeolgong/contract/endpoints/stocks';
import type { PostPage } from '@myeolgong/contract/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { feedsQueryKey, POST_LIST_STALE_MS } from './posts-query-key';

const STOCK_POSTS_PAGE_SIZE = 10;

/** GET /api/stock/{stockCode}/posts: 종목토론, the posts mentioning the stock, newest first. */
function getStockPosts(stockCode: string, page: number, signal?: AbortSignal) {
  return call(stocksPosts, {
    params: { stockCode },
    query: { page, size: STOCK_POSTS_PAGE_SIZE },
    signal,
  });
}

/** Under the feeds key, so a new or edited post refreshes it like every other post list. */
function stockPostsQueryOptions(stockCode: string) {
  return infiniteQueryOptions({
    queryKey: [...feedsQueryKey, 'stock', stockCode],
    queryFn: ({ pageParam, signal }) => getStockPosts(stockCode, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page: PostPage) => (page.last ? undefined : page.number + 1),
    staleTime: POST_LIST_STALE_MS,
  });
}

export function useStockPosts(stockCode: string) {
  return useInfiniteQuery(stockPostsQueryOptions(stockCode));
}

import {
  watchlistAdd,
  watchlistList,
  watchlistRemove,
} from '@myeolgong/contract/endpoints/watchlist';
import type { WatchedStock } from '@myeolgong/contract/watchlist';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/http';
import { stocksQueryKey } from './stocks-query-key';

/** The signed-in member's 관심종목 (GET /api/stock/watchlist), per token. */
export const watchlistQueryKey = [...stocksQueryKey, 'watchlist'] as const;

/** The account this browser's list last moved into (one merge per sign-in). */
let mergedInto: string | null = null;

/**
 * Starts moving `codes` (this browser's list) into the account of `token`, once per token.
 * `onMerged` runs when every code was handled; null when there was nothing to do.
 */
export function startMerge(token: string, codes: readonly string[], onMerged: () => void) {
  if (mergedInto === token || codes.length === 0) return null;
  mergedInto = token;
  return mergeIntoAccount(codes).then((complete) => {
    if (complete) onMerged();
  });
}

function watchlistQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...watchlistQueryKey, token],
    queryFn: ({ signal }) => call(watchlistList, { signal }),
    staleTime: 30_000,
  });
}

export function useAccountWatchlist(token: string | null) {
  return useQuery({ ...watchlistQueryOptions(token), enabled: token !== null });
}

export function watchStock(stockCode: string) {
  return call(watchlistAdd, { params: { stockCode } });
}

export function unwatchStock(stockCode: string) {
  return call(watchlistRemove, { params: { stockCode } });
}

/** The cached list with `stock` added at the end or taken off (the star moves at once). */
export function patchWatchlist(
  client: QueryClient,
  token: string | null,
  stock: { stockCode: string; stockName: string },
  watched: boolean,
): WatchedStock[] | undefined {
  const key = watchlistQueryOptions(token).queryKey;
  const previous = client.getQueryData(key);
  const rest = (previous ?? []).filter((each) => each.stockCode !== stock.stockCode);
  client.setQueryData(
    key,
    watched
      ? [
          ...rest,
          {
            stockCode: stock.stockCode,
            stockName: stock.stockName,
            price: 0,
            changeRate: 0,
            changeSign: 3,
            addedAt: new Date().toISOString(),
          },
        ]
      : rest,
  );
  return previous;
}

export function restoreWatchlist(
  client: QueryClient,
  token: string | null,
  previous: WatchedStock[] | undefined,
) {
  client.setQueryData(watchlistQueryOptions(token).queryKey, previous);
}

/**
 * Moves a watch list kept in this browser into the account (CONTRACT.md: merged on sign-in), in
 * its order; a stock no longer listed is skipped, and a full account list stops the merge.
 * Answers whether every code was handled, so the local list may be cleared.
 */
async function mergeIntoAccount(codes: readonly string[]): Promise<boolean> {
  for (const code of codes) {
    try {
      await watchStock(code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      if (error instanceof ApiError && error.code === 'LIMIT_EXCEEDED') return true;
      return false;
    }
  }
  return true;
}

import { stocksQuotes } from '@myeolgong/contract/endpoints/stocks';
import { type Stock, STOCK_QUOTES_MAX_CODES } from '@myeolgong/contract/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/**
 * GET /api/stock/quotes?codes=: the watch list's quotes in the order asked; unknown codes are left
 * out. An account's list (up to 100) is asked in calls of at most 50 codes each.
 */
export async function getQuotes(codes: readonly string[], signal?: AbortSignal): Promise<Stock[]> {
  const calls = [];
  for (let i = 0; i < codes.length; i += STOCK_QUOTES_MAX_CODES) {
    const part = codes.slice(i, i + STOCK_QUOTES_MAX_CODES);
    calls.push(call(stocksQuotes, { query: { codes: part.join(',') }, signal }));
  }
  return (await Promise.all(calls)).flat();
}

function watchedQuotesQueryOptions(codes: readonly string[]) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'quotes', codes.join(',')],
    queryFn: ({ signal }) => getQuotes(codes, signal),
    ...dashboardPolling,
  });
}

/** The watch list's quotes; asks nothing while the list is empty. */
export function useWatchedQuotes(codes: readonly string[]) {
  return useQuery({
    ...watchedQuotesQueryOptions(codes),
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
  });
}

import { endpoints } from '@myeolgong/contract/endpoints';
import { type Stock } from '@myeolgong/contract/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/quotes?codes=: the watch list's quotes in the order asked; unknown codes are left out. */
export function getQuotes(codes: readonly string[], signal?: AbortSignal): Promise<Stock[]> {
  return call(endpoints.stocks.quotes, { query: { codes: codes.join(',') }, signal });
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

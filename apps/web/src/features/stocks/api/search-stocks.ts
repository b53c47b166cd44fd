import { stocksSearch } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey, STOCK_LIST_SIZE } from './stocks-query-key';

/** GET /api/stock/search?name=: Korean name (also partial or ㅅㅅㅈㅈ), English name or code. */
export function searchStocks(query: string, signal?: AbortSignal): Promise<Stock[]> {
  return call(stocksSearch, {
    query: { name: query, limit: STOCK_LIST_SIZE },
    signal,
  });
}

function stockSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'search', query],
    queryFn: ({ signal }) => searchStocks(query, signal),
    ...dashboardPolling,
  });
}

/** SPEC.md §5: a blank query is ignored, so nothing is asked until there is one. */
export function useStockSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...stockSearchQueryOptions(trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}

import { stocksPopular } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey, STOCK_LIST_SIZE } from './stocks-query-key';

/** GET /api/stock/popular?limit=10: the most traded stocks by volume (SPEC.md §7). */
function getPopularStocks(signal?: AbortSignal): Promise<Stock[]> {
  return call(stocksPopular, { query: { limit: STOCK_LIST_SIZE }, signal });
}

function popularStocksQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'popular'],
    queryFn: ({ signal }) => getPopularStocks(signal),
    ...dashboardPolling,
  });
}

export function usePopularStocks() {
  return useQuery(popularStocksQueryOptions());
}

import { stocksLosers } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey, STOCK_LIST_SIZE } from './stocks-query-key';

/** GET /api/stock/losers?limit=10: the top losers by change rate (SPEC.md §7). */
function getLosers(signal?: AbortSignal): Promise<Stock[]> {
  return call(stocksLosers, { query: { limit: STOCK_LIST_SIZE }, signal });
}

function losersQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'losers'],
    queryFn: ({ signal }) => getLosers(signal),
    ...dashboardPolling,
  });
}

export function useLosers() {
  return useQuery(losersQueryOptions());
}

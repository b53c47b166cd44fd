import { stocksGainers } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey, STOCK_LIST_SIZE } from './stocks-query-key';

/** GET /api/stock/gainers?limit=10: the top gainers by change rate (SPEC.md §7). */
function getGainers(signal?: AbortSignal): Promise<Stock[]> {
  return call(stocksGainers, { query: { limit: STOCK_LIST_SIZE }, signal });
}

function gainersQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'gainers'],
    queryFn: ({ signal }) => getGainers(signal),
    ...dashboardPolling,
  });
}

export function useGainers() {
  return useQuery(gainersQueryOptions());
}

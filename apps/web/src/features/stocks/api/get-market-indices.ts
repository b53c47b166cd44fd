import { type MarketIndex, stockPaths } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/indices: KOSPI, KOSDAQ and KOSPI200 (CONTRACT.md 'Market indices'). */
function getMarketIndices(signal?: AbortSignal): Promise<MarketIndex[]> {
  return api.get<MarketIndex[]>(stockPaths.indices, { signal });
}

function marketIndicesQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'indices'],
    queryFn: ({ signal }) => getMarketIndices(signal),
    ...dashboardPolling,
  });
}

export function useMarketIndices() {
  return useQuery(marketIndicesQueryOptions());
}

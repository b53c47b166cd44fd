import { stocksIndices } from '@myeolgong/contract/endpoints/stocks';
import { type MarketIndex } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/indices: KOSPI, KOSDAQ and KOSPI200 (CONTRACT.md 'Market indices'). */
function getMarketIndices(signal?: AbortSignal): Promise<MarketIndex[]> {
  return call(stocksIndices, { signal });
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

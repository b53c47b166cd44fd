import { stocksMarketStatus } from '@myeolgong/contract/endpoints/stocks';
import { type MarketStatus } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/market-status: in session, closed or a holiday, and when it next opens. */
function getMarketStatus(signal?: AbortSignal): Promise<MarketStatus> {
  return call(stocksMarketStatus, { signal });
}

function marketStatusQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'market-status'],
    queryFn: ({ signal }) => getMarketStatus(signal),
    ...dashboardPolling,
  });
}

export function useMarketStatus() {
  return useQuery(marketStatusQueryOptions());
}

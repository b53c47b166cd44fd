import { endpoints } from '@myeolgong/contract/endpoints';
import { type MarketStatus } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/market-status: in session, closed or a holiday, and when it next opens. */
function getMarketStatus(signal?: AbortSignal): Promise<MarketStatus> {
  return call(endpoints.stocks.marketStatus, { signal });
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

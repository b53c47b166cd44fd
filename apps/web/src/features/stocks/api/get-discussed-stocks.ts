import { stocksDiscussed } from '@myeolgong/contract/endpoints/stocks';
import { type DiscussedPeriod } from '@myeolgong/contract/stock-talk-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardPolling, dashboardQueryKey } from './stocks-query-key';

/** GET /api/stock/discussed?period=day|week: up to 20 stocks by mentions in posts and comments. */
function getDiscussedStocks(period: DiscussedPeriod, signal?: AbortSignal) {
  return call(stocksDiscussed, { query: { period }, signal });
}

function discussedStocksQueryOptions(period: DiscussedPeriod) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'discussed', period],
    queryFn: ({ signal }) => getDiscussedStocks(period, signal),
    ...dashboardPolling,
  });
}

export function useDiscussedStocks(period: DiscussedPeriod) {
  return useQuery(discussedStocksQueryOptions(period));
}

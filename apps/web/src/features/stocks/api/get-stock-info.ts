import { stocksInfo } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/http';
import { dashboardPolling, stocksQueryKey } from './stocks-query-key';

/** GET /api/stock/info/{stockCode}: one quote with every field of SPEC.md §3. */
function getStockInfo(stockCode: string, signal?: AbortSignal): Promise<Stock> {
  return call(stocksInfo, { params: { stockCode }, signal });
}

export function stockInfoQueryKey(stockCode: string) {
  return [...stocksQueryKey, 'info', stockCode] as const;
}

/** An unknown or malformed code will not change on a second try. */
function retryInfo(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

function stockInfoQueryOptions(stockCode: string) {
  return queryOptions({
    queryKey: stockInfoQueryKey(stockCode),
    queryFn: ({ signal }) => getStockInfo(stockCode, signal),
    retry: retryInfo,
    ...dashboardPolling,
  });
}

/** The detail modal's quote; `shown` is the row's quote, displayed until the fresh one arrives. */
export function useStockInfo(stockCode: string, shown?: Stock) {
  return useQuery({
    ...stockInfoQueryOptions(stockCode),
    placeholderData: shown?.stockCode === stockCode ? shown : undefined,
  });
}

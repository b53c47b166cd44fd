import { stocksHistory } from '@myeolgong/contract/endpoints/stocks';
import { type HistoryPoint, type HistoryRange } from '@myeolgong/contract/stocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { stocksQueryKey } from './stocks-query-key';

/** GET /api/stock/history/{stockCode}?range=: minute bars for 1d, daily bars for 1w, 1m, 1y. */
function getStockHistory(
  stockCode: string,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<HistoryPoint[]> {
  return call(stocksHistory, { params: { stockCode }, query: { range }, signal });
}

function stockHistoryQueryOptions(stockCode: string, range: HistoryRange) {
  return queryOptions({
    queryKey: [...stocksQueryKey, 'history', stockCode, range],
    queryFn: ({ signal }) => getStockHistory(stockCode, range, signal),
    // Live quotes move the last bar; the rest of a chart changes only once a minute or a day.
    staleTime: 60_000,
  });
}

export function useStockHistory(stockCode: string, range: HistoryRange) {
  return useQuery(stockHistoryQueryOptions(stockCode, range));
}

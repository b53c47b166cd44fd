import { stocksMentions } from '@myeolgong/contract/endpoints/stocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { pausable } from '../../../lib/live-updates';
import { stocksQueryKey } from './stocks-query-key';

/** Counted again at most once a minute: a mention is not a price. */
const MENTIONS_REFRESH_MS = 60_000;

/** GET /api/stock/mentions: today's mentions (since 00:00 KST) of the watched stocks. */
export function useStockMentions(codes: readonly string[]) {
  return useQuery({
    queryKey: [...stocksQueryKey, 'mentions', codes.join(',')],
    queryFn: ({ signal }) => call(stocksMentions, { query: { codes: codes.join(',') }, signal }),
    enabled: codes.length > 0,
    staleTime: MENTIONS_REFRESH_MS,
    refetchInterval: pausable(MENTIONS_REFRESH_MS),
    placeholderData: keepPreviousData,
  });
}

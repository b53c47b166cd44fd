import { stocksQuotes } from '@myeolgong/contract/endpoints/stocks';
import { type Stock } from '@myeolgong/contract/stocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { pausable } from '../../../lib/live-updates';

/** Quotes refresh as the dashboard's do (SPEC.md §4: every 30 s). */
const LIVE_MS = 30_000;

/** GET /api/stock/quotes?codes=: live quotes of the stocks an answer names, in the order asked. */
function getAnswerQuotes(codes: readonly string[], signal?: AbortSignal): Promise<Stock[]> {
  return call(stocksQuotes, { query: { codes: codes.join(',') }, signal });
}

function answerQuotesQueryOptions(codes: readonly string[]) {
  return queryOptions({
    queryKey: ['ai', 'quotes', codes.join(',')],
    queryFn: ({ signal }) => getAnswerQuotes(codes, signal),
    refetchInterval: pausable(LIVE_MS),
    staleTime: LIVE_MS / 2,
  });
}

export function useAnswerQuotes(codes: readonly string[]) {
  return useQuery({
    ...answerQuotesQueryOptions(codes),
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
  });
}

import {
  sentimentDelete,
  sentimentGet,
  sentimentPut,
} from '@myeolgong/contract/endpoints/sentiment';
import type { Sentiment, Stance } from '@myeolgong/contract/sentiment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every sentiment answer of a stock (today's bar and each timeline), per viewer. */
export const sentimentQueryKey = (stockCode: string) => ['sentiment', stockCode] as const;

/**
 * GET /api/stock/{code}/sentiment?days=: `days` 1 is today's bar with the viewer's own stance;
 * 30, 90 and 365 are the timelines. The token is part of the key: `mine` is the viewer's.
 */
export function sentimentQueryOptions(stockCode: string, days: number, token: string | null) {
  return queryOptions({
    queryKey: [...sentimentQueryKey(stockCode), days, token],
    queryFn: ({ signal }): Promise<Sentiment> =>
      call(sentimentGet, { params: { stockCode }, query: { days }, signal }),
    staleTime: 30_000,
  });
}

export function useSentiment(stockCode: string, days: number, token: string | null) {
  return useQuery(sentimentQueryOptions(stockCode, days, token));
}

/** PUT a stance, or DELETE today's when `stance` is null; both answer the stance and counts. */
export function saveStance(stockCode: string, stance: Stance | null) {
  return stance === null
    ? call(sentimentDelete, { params: { stockCode } })
    : call(sentimentPut, { params: { stockCode }, body: { stance } });
}

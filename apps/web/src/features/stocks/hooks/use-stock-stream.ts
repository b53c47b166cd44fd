import type { Stock } from '@myeolgong/contract/stocks';
import { topics } from '@myeolgong/contract/realtime';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { subscribeTopic } from '../../../lib/realtime';
import { stockInfoQueryKey } from '../api/get-stock-info';
import { dashboardQueryKey } from '../api/stocks-query-key';
import { applyLiveQuotes, isStocksMessage, newerQuote, quotesByCode } from '../utils/live-quotes';

/** The dashboard queries whose data is a list of quotes (rankings, search results, watch list). */
const QUOTE_LISTS = new Set<unknown>(['popular', 'gainers', 'losers', 'search', 'quotes']);

function isQuoteList(query: Query): boolean {
  return QUOTE_LISTS.has(query.queryKey[dashboardQueryKey.length]);
}

/**
 * While the dashboard is open, changed quotes from `/topic/stocks` replace the shown ones in every
 * list and in the detail modal; `onQuotes` hears when they arrived. The channel closes 5 s after
 * the page is left (lib/realtime.ts).
 */
export function useStockStream(onQuotes?: (at: number) => void): void {
  const client = useQueryClient();

  const onMessage = useEffectEvent((body: unknown) => {
    if (!isStocksMessage(body) || body.length === 0) return;
    const live = quotesByCode(body);
    client.setQueriesData<Stock[]>(
      { queryKey: dashboardQueryKey, predicate: isQuoteList },
      (list) => applyLiveQuotes(list, live),
    );
    for (const quote of body) {
      const key = stockInfoQueryKey(quote.stockCode);
      if (client.getQueryData(key)) {
        client.setQueryData<Stock>(key, (shown) => (shown ? newerQuote(shown, quote) : shown));
      }
    }
    onQuotes?.(Date.now());
  });

  useEffect(() => subscribeTopic(topics.stocks, (body) => onMessage(body)), []);
}

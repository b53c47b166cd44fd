import type { Stock } from '@myeolgong/contract/stocks';
import { topics } from '@myeolgong/contract/realtime';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { useLivePaused } from '../../../lib/live-updates';
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
 * The codes of the quote lists on screen (`visible` kinds: the shown tab's ranking, search results,
 * the watch list) that someone on the page observes, sorted.
 */
function shownCodes(client: QueryClient, visible: ReadonlySet<unknown>): string {
  const codes = new Set<string>();
  for (const query of client
    .getQueryCache()
    .findAll({ queryKey: dashboardQueryKey, predicate: isQuoteList })) {
    if (query.getObserversCount() === 0) continue;
    if (!visible.has(query.queryKey[dashboardQueryKey.length])) continue;
    for (const quote of (query.state.data as Stock[] | undefined) ?? []) codes.add(quote.stockCode);
  }
  return [...codes].sort().join(',');
}

/**
 * While the dashboard is open, each stock it shows (`visible`: the list kinds on screen — the
 * shown tab's ranking or search results, and the watch list; the other tabs' rankings load but
 * stay as loaded until shown) is live over its own `/topic/stocks/{code}`, whose quotes replace the shown ones
 * in every list and in the detail modal; `onQuotes` hears when they arrived. Not `/topic/stocks`:
 * that carries every stock of the market that changed, 20–50 KB/s with the simulator, where the
 * shown ones cost a few (issue #24 item 6, docs/performance.md). A stock that leaves the lists
 * is unsubscribed; the channel closes 5 s after the page is left (lib/realtime.ts). Paused
 * (lib/live-updates.ts), none is subscribed.
 */
export function useStockStream(visible: readonly string[], onQuotes?: (at: number) => void): void {
  const client = useQueryClient();
  const visibleKey = visible.join(',');

  const onMessage = useEffectEvent((body: unknown) => {
    const quotes = Array.isArray(body) ? body : [body];
    if (!isStocksMessage(quotes) || quotes.length === 0) return;
    const live = quotesByCode(quotes);
    client.setQueriesData<Stock[]>(
      { queryKey: dashboardQueryKey, predicate: isQuoteList },
      (list) => applyLiveQuotes(list, live),
    );
    for (const quote of quotes) {
      const key = stockInfoQueryKey(quote.stockCode);
      if (client.getQueryData(key)) {
        client.setQueryData<Stock>(key, (shown) => (shown ? newerQuote(shown, quote) : shown));
      }
    }
    onQuotes?.(Date.now());
  });

  const shown = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => shownCodes(client, new Set(visibleKey.split(','))),
    () => '',
  );

  const paused = useLivePaused();
  const streams = useRef(new Map<string, () => void>());
  useEffect(() => {
    const wanted = new Set(shown && !paused ? shown.split(',') : []);
    for (const [code, stop] of streams.current) {
      if (!wanted.has(code)) {
        stop();
        streams.current.delete(code);
      }
    }
    for (const code of wanted) {
      if (!streams.current.has(code)) {
        streams.current.set(
          code,
          subscribeTopic(topics.stock(code), (body) => onMessage(body)),
        );
      }
    }
  }, [shown, paused]);
  useEffect(() => {
    const current = streams.current;
    return () => {
      for (const stop of current.values()) stop();
      current.clear();
    };
  }, []);
}

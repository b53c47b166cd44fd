import { topics } from '@myeolgong/contract/realtime';
import type { Stock } from '@myeolgong/contract/stocks';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLivePaused } from '../../../lib/live-updates';
import { subscribeTopic } from '../../../lib/realtime';
import { getQuotes } from '../api/get-watched-quotes';
import { stockInfoQueryKey } from '../api/get-stock-info';
import { newerQuote } from '../utils/live-quotes';

/**
 * One `/topic/stocks/{code}` subscription per stock, however many chips show it: the first chip
 * of a stock subscribes, the last one to leave unsubscribes. Messages land in the stock's info
 * query, which every chip (and the detail modal) reads.
 */
const streams = new Map<string, { users: number; stop: () => void }>();

function isQuote(body: unknown, code: string): body is Stock {
  return typeof body === 'object' && body !== null && (body as Stock).stockCode === code;
}

function watchStock(client: QueryClient, code: string): () => void {
  let stream = streams.get(code);
  if (!stream) {
    const stop = subscribeTopic(topics.stock(code), (body) => {
      if (!isQuote(body, code)) return;
      client.setQueryData<Stock>(stockInfoQueryKey(code), (shown) =>
        shown ? newerQuote(shown, body) : body,
      );
    });
    stream = { users: 0, stop };
    streams.set(code, stream);
  }
  stream.users++;
  const current = stream;
  return () => {
    current.users--;
    if (current.users === 0 && streams.get(code) === current) {
      streams.delete(code);
      current.stop();
    }
  };
}

/**
 * Quotes asked for in the same moment (the chips of one page) load in one
 * GET /api/stock/quotes call of up to 50 codes.
 */
let batch: { codes: Set<string>; result: Promise<Map<string, Stock>> } | null = null;

function loadQuote(code: string): Promise<Stock | null> {
  if (!batch || batch.codes.size >= 50) {
    const codes = new Set<string>();
    const result = new Promise<Map<string, Stock>>((resolve, reject) => {
      setTimeout(() => {
        if (batch?.codes === codes) batch = null;
        getQuotes([...codes])
          .then((quotes) => resolve(new Map(quotes.map((q) => [q.stockCode, q]))))
          .catch(reject);
      }, 10);
    });
    batch = { codes, result };
  }
  batch.codes.add(code);
  return batch.result.then((quotes) => quotes.get(code) ?? null);
}

/** A stock's quote, live over its own topic while the caller is shown (and not paused). */
export function useLiveQuote(code: string) {
  const client = useQueryClient();
  const paused = useLivePaused();
  useEffect(() => (paused ? undefined : watchStock(client, code)), [client, code, paused]);
  return useQuery({
    queryKey: stockInfoQueryKey(code),
    queryFn: async () => {
      const quote = await loadQuote(code);
      if (!quote) throw new Error('unknown stock');
      return quote;
    },
    staleTime: Infinity,
    retry: 1,
  });
}

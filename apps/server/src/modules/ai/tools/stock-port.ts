/**
 * What the AI needs from market data. The stock module (a market simulator or the KIS adapter)
 * provides it as the app decoration `stocks`; without it the AI says market data is unavailable.
 */
import type { HistoryPoint, HistoryRange, Stock } from '@myeolgong/contract/stocks';

/** A quote as the wire's Stock (SPEC.md §3), with who supplied it. */
export interface StockQuote extends Stock {
  /** Who supplied the quote, e.g. '시뮬레이션 시장' or '한국투자증권 Open API'. */
  provider: string;
}

export interface StockDataPort {
  /** Listed companies whose name or code matches `query`, best first. */
  search(query: string, limit: number): Promise<StockQuote[]>;
  quote(code: string): Promise<StockQuote | null>;
  /** Candles oldest first: 1y is daily. */
  history(code: string, range: HistoryRange): Promise<HistoryPoint[]>;
}

/** True when `value` has the three methods of the port (the app decoration is not typed here). */
export function isStockDataPort(value: unknown): value is StockDataPort {
  if (!value || typeof value !== 'object') return false;
  const port = value as Record<string, unknown>;
  return (
    typeof port.search === 'function' &&
    typeof port.quote === 'function' &&
    typeof port.history === 'function'
  );
}

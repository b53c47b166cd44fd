/**
 * What the AI needs from market data. The stock module (a market simulator or the KIS adapter)
 * provides it as the app decoration `stocks`; without it the AI says market data is unavailable.
 */
import type { HistoryRange } from '@myeolgong/contract/stocks';

/** A quote with the Stock fields of SPEC.md §3. */
export interface StockQuote {
  stockCode: string;
  stockName: string;
  currentPrice: number;
  changePrice: number;
  changeRate: number;
  /** 1, 2 up; 3 flat; 4, 5 down. */
  changeSign: string;
  volume: number | null;
  openPrice: number | null;
  highPrice: number | null;
  lowPrice: number | null;
  prevClosePrice: number | null;
  transactionAmount: number | null;
  per: number | null;
  pbr: number | null;
  /** ISO 8601. */
  lastUpdated: string;
  /** Who supplied the quote, e.g. '시뮬레이션 시장' or '한국투자증권 Open API'. */
  provider: string;
}

export interface Candle {
  /** ISO 8601 start of the period. */
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type { HistoryRange };

export interface StockDataPort {
  /** Listed companies whose name or code matches `query`, best first. */
  search(query: string, limit: number): Promise<StockQuote[]>;
  quote(code: string): Promise<StockQuote | null>;
  /** Candles oldest first: 1y is daily. */
  history(code: string, range: HistoryRange): Promise<Candle[]>;
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

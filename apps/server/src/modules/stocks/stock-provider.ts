import type {
  HistoryPoint,
  HistoryRange,
  MarketIndex,
  MarketStatus,
  Stock,
} from '@myeolgong/contract/stocks';
import type { Market } from './universe';

export type RankingKind = 'volume' | 'gainers' | 'losers';

/** What search and the rankings need to know of a listed stock. */
export interface StockListing {
  code: string;
  name: string;
  market: Market;
  englishName: string | null;
}

/**
 * A source of Korean stock quotes (DESIGN.md 'stocks'): the built-in market simulator or the KIS
 * Open API. A provider keeps its own in-memory snapshot; everything but `refresh` and `history`
 * answers from it without I/O, so requests never wait on the source.
 */
export interface StockProvider {
  readonly kind: MarketStatus['provider'];
  /** Builds the first snapshot. A provider whose source is unreachable still starts (empty or stale). */
  start(now: number): Promise<void>;
  /** Advances the snapshot to `now` (a simulator tick, a KIS poll); resolves to the quotes that changed. */
  refresh(now: number): Promise<Stock[]>;
  stop(): Promise<void>;
  /** Every stock the provider knows (search, code checks). */
  list(): readonly StockListing[];
  /** The latest quote, undefined for an unknown code (or, with KIS, one not fetched yet). */
  quote(code: string): Stock | undefined;
  /**
   * The simulator's price shock (STOCK_SIM_CONTROL): the stock trades around `to` (a change in %
   * from the previous close, or a price limit) from the next refresh on; the new price, or
   * undefined for an unknown code. Real sources have none.
   */
  shock?(code: string, to: number | 'UPPER' | 'LOWER'): number | undefined;
  /** For a provider whose snapshot holds only part of the market (KIS): fetch one quote now. */
  load?(code: string): Promise<Stock | undefined>;
  /** The latest quotes of `codes` that are known, in the order asked. */
  quotes(codes: readonly string[]): Stock[];
  /** The top `limit` by volume, by rise or by fall. */
  rankings(kind: RankingKind, limit: number): Stock[];
  indices(): MarketIndex[];
  /** Korean name (also partial, or initial consonants such as ㅅㅅㅈㅈ), English name or code. */
  search(query: string, limit: number): Stock[];
  history(code: string, range: HistoryRange, now: number): Promise<HistoryPoint[]>;
  marketStatus(now: number): Omit<MarketStatus, 'lastUpdated' | 'provider'>;
  /** Live quotes pushed between refreshes (the KIS WebSocket); returns the unsubscribe function. */
  subscribe(listener: (changed: Stock[]) => void): () => void;
}

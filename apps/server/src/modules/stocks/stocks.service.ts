import {
  STOCK_QUOTES_MAX_CODES,
  isStockCode,
  stockMessages,
  type HistoryPoint,
  type HistoryRange,
  type MarketIndex,
  type MarketStatus,
  type Stock,
} from '@myeolgong/contract/stocks';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import type { RankingKind, StockListing, StockProvider } from './stock-provider';

export interface StockServiceOptions {
  provider: StockProvider;
  /** Milliseconds since the epoch; tests pass a clock they move by hand. */
  clock: () => number;
  /** Publishes changed quotes on /topic/stocks. */
  publish: (changed: Stock[]) => Promise<void>;
  log: FastifyBaseLogger;
}

/** The rankings are kept for the largest allowed limit and sliced per request. */
const RANKING_DEPTH = 50;

/**
 * The stock dashboard's rules over a provider's in-memory snapshot: requests read the snapshot
 * (rankings cached until the next refresh), `tick()` refreshes it and publishes what changed.
 * Other modules (the AI tools) call quote/search/history here in-process via `app.stocks`.
 */
export class StockService {
  private readonly provider: StockProvider;
  private readonly clock: () => number;
  private readonly codes = new Set<string>();
  private rankingCache = new Map<RankingKind, Stock[]>();
  private lastRefresh = 0;
  private ticking: Promise<Stock[]> | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(changed: readonly Stock[]) => void>();

  constructor(private readonly options: StockServiceOptions) {
    this.provider = options.provider;
    this.clock = options.clock;
  }

  /** The stock clock (milliseconds since the epoch): Date.now, or the clock a test moves. */
  now(): number {
    return this.clock();
  }

  get providerKind() {
    return this.provider.kind;
  }

  async start(): Promise<void> {
    await this.provider.start(this.clock());
    for (const listing of this.provider.list()) this.codes.add(listing.code);
    this.lastRefresh = this.clock();
    this.unsubscribe = this.provider.subscribe((changed) => {
      this.rankingCache.clear();
      this.lastRefresh = this.clock();
      this.publish(changed);
    });
  }

  /** One refresh of the snapshot (a simulator tick or a KIS poll); overlapping calls share one. */
  tick(): Promise<Stock[]> {
    this.ticking ??= this.refreshOnce().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async refreshOnce(): Promise<Stock[]> {
    const changed = await this.provider.refresh(this.clock());
    this.lastRefresh = this.clock();
    this.rankingCache.clear();
    if (changed.length > 0) await this.publish(changed);
    return changed;
  }

  /**
   * Calls `listener` with every change of the snapshot, synchronously and before it is published
   * (the stock alerts of modules/stock-alerts): it must only look and queue, never wait. Returns
   * the function that removes it.
   */
  onChange(listener: (changed: readonly Stock[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async publish(changed: Stock[]) {
    if (changed.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(changed);
      } catch (err) {
        this.options.log.warn({ err }, '시세 변경을 알림 평가에 넘기지 못했습니다');
      }
    }
    try {
      await this.options.publish(changed);
    } catch (err) {
      this.options.log.warn({ err }, '시세 변경을 실시간 채널로 보내지 못했습니다');
    }
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.ticking?.catch(() => undefined);
    await this.provider.stop();
  }

  ranking(kind: RankingKind, limit: number): Stock[] {
    let list = this.rankingCache.get(kind);
    if (!list) {
      list = this.provider.rankings(kind, RANKING_DEPTH);
      this.rankingCache.set(kind, list);
    }
    return list.slice(0, limit);
  }

  /** Every listed stock the provider knows (the `$종목` mentions of modules/stock-talk). */
  listings(): readonly StockListing[] {
    return this.provider.list();
  }

  /** The latest quote of a listed code without loading it (undefined when not in the snapshot). */
  cachedQuote(code: string): Stock | undefined {
    return this.provider.quote(code);
  }

  indices(): MarketIndex[] {
    return this.provider.indices();
  }

  /** Blank queries answer an empty list (SPEC.md §5 'Search'). */
  search(query: string, limit: number): Stock[] {
    if (query.trim() === '') return [];
    return this.provider.search(query, limit);
  }

  /** The quote of a known code; 400 for a malformed code, 404 for an unknown one. */
  async quote(code: string): Promise<Stock> {
    this.checkCode(code);
    const quote = this.provider.quote(code) ?? (await this.provider.load?.(code));
    if (!quote) throw notFound(stockMessages.notFound);
    return quote;
  }

  /**
   * STOCK_SIM_CONTROL's price shock (simulator only): moves the stock to `to` and ticks, so the
   * new quote is published (and alerts evaluated) before this resolves. 404 for an unknown code,
   * and for a provider that cannot be moved by hand.
   */
  async shock(code: string, to: number | 'UPPER' | 'LOWER'): Promise<Stock> {
    this.checkCode(code);
    // A tick under way has already read the snapshot: the shock goes into the next one.
    await this.ticking?.catch(() => undefined);
    if (!this.provider.shock?.(code, to)) throw notFound(stockMessages.notFound);
    await this.tick();
    return this.provider.quote(code)!;
  }

  /** The watch list: known codes in the order asked, unknown ones left out. */
  quotes(codes: readonly string[]): Stock[] {
    if (codes.length > STOCK_QUOTES_MAX_CODES) throw badRequest(stockMessages.tooManyCodes);
    const bad = codes.find((code) => !isStockCode(code));
    if (bad !== undefined) throw badRequest(stockMessages.invalidCode);
    return this.provider.quotes([...new Set(codes)]);
  }

  async history(code: string, range: HistoryRange): Promise<HistoryPoint[]> {
    this.checkCode(code);
    return this.provider.history(code, range, this.clock());
  }

  marketStatus(): MarketStatus {
    return {
      ...this.provider.marketStatus(this.clock()),
      lastUpdated: new Date(this.lastRefresh).toISOString(),
      provider: this.provider.kind,
    };
  }

  private checkCode(code: string) {
    if (!isStockCode(code)) throw badRequest(stockMessages.invalidCode);
    if (!this.codes.has(code)) throw notFound(stockMessages.notFound);
  }
}

import {
  historyIntervals,
  indexCodes,
  type HistoryPoint,
  type HistoryRange,
  type MarketIndex,
  type MarketStatus,
  type Stock,
} from '@myeolgong/contract/stocks';
import type { FastifyBaseLogger } from 'fastify';
import { englishNames } from '../english-names';
import { dayToIso, kstDayNumber, marketStatusAt } from '../krx-calendar';
import type { RankingKind, StockListing, StockProvider } from '../stock-provider';
import { StockSearch } from '../stock-search';
import type { Universe } from '../universe';
import { KisClient } from './kis-client';
import { KisRealtime, MAX_REALTIME_CODES } from './kis-realtime';
import {
  dailyBarFromKis,
  indexFromKis,
  kisIndexCodes,
  mergeQuote,
  minuteBarFromKis,
  stockFromKis,
  tradesFromKis,
  type KisRow,
} from './kis-mapping';

export interface KisProviderOptions {
  appKey: string;
  appSecret: string;
  baseUrl: string;
  wsUrl: string;
  universe: Universe;
  requestsPerSecond: number;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Quotes of the whole listing refreshed per poll, in rotation (default 10). */
  sweepPerPoll?: number;
  /** Set false to skip the real-time WebSocket (default on). */
  realtime?: boolean;
}

const MAX_BACKOFF_MS = 60_000;
const HISTORY_TTL_MS: Record<HistoryRange, number> = {
  '1d': 60_000,
  '1w': 600_000,
  '1m': 600_000,
  '1y': 3_600_000,
};
const RANGE_DAYS: Record<Exclude<HistoryRange, '1d'>, number> = { '1w': 7, '1m': 31, '1y': 365 };

const P = {
  price: '/uapi/domestic-stock/v1/quotations/inquire-price',
  volumeRank: '/uapi/domestic-stock/v1/quotations/volume-rank',
  fluctuation: '/uapi/domestic-stock/v1/ranking/fluctuation',
  index: '/uapi/domestic-stock/v1/quotations/inquire-index-price',
  daily: '/uapi/domestic-stock/v1/quotations/inquire-daily-itemchartprice',
  minute: '/uapi/domestic-stock/v1/quotations/inquire-time-itemchartprice',
} as const;

const yyyymmdd = (day: number) => dayToIso(day).replaceAll('-', '');

/**
 * STOCK_PROVIDER=kis: the Korea Investment & Securities Open API. Each poll reads the indices and
 * the volume/gainer/loser rankings and refreshes a slice of the listing in rotation, so the whole
 * market is in the snapshot within minutes; the real-time WebSocket (H0STCNT0) pushes trades of
 * the ranked stocks in between. When KIS errs or cannot be reached the last snapshot stays, the
 * error is logged and polls back off (1 s doubling to 60 s) until it answers again.
 */
export class KisProvider implements StockProvider {
  readonly kind = 'kis' as const;
  private readonly client: KisClient;
  private readonly listings: StockListing[];
  private readonly names = new Map<string, string>();
  private readonly searchIndex: StockSearch;
  private readonly snapshot = new Map<string, Stock>();
  private readonly rankingCodes: Record<RankingKind, string[]> = {
    volume: [],
    gainers: [],
    losers: [],
  };
  private indexQuotes: MarketIndex[] = [];
  private sweepAt = 0;
  private failures = 0;
  private retryAt = 0;
  private readonly charts = new Map<string, { at: number; points: HistoryPoint[] }>();
  private readonly listeners = new Set<(changed: Stock[]) => void>();
  private readonly realtime: KisRealtime | null;

  constructor(private readonly options: KisProviderOptions) {
    this.client = new KisClient(options);
    const list = [...options.universe.stocks].sort(
      (a, b) => b.shares * b.referencePrice - a.shares * a.referencePrice,
    );
    this.listings = list.map((s) => ({
      code: s.code,
      name: s.name,
      market: s.market,
      englishName: englishNames[s.code] ?? englishNames[`${s.code.slice(0, 5)}0`] ?? null,
    }));
    for (const s of list) this.names.set(s.code, s.name);
    this.searchIndex = new StockSearch(this.listings);
    this.realtime =
      options.realtime === false
        ? null
        : new KisRealtime({
            wsUrl: options.wsUrl,
            approvalKey: () => this.client.approvalKey(),
            log: options.log,
            wanted: () => this.wantedRealtimeCodes(),
            onTrades: (text) => this.onTrades(text),
          });
  }

  private get log() {
    return this.options.log;
  }

  async start(now: number): Promise<void> {
    await this.refresh(now);
  }

  async refresh(now: number): Promise<Stock[]> {
    if (now < this.retryAt) return [];
    const changed = new Map<string, Stock>();
    try {
      await this.pollIndices(now);
      await this.pollRankings(now, changed);
      await this.sweep(now, changed);
      this.failures = 0;
      this.retryAt = 0;
    } catch (err) {
      this.failures += 1;
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (this.failures - 1));
      this.retryAt = now + backoff;
      this.log.warn(
        { err, failures: this.failures, retryInMs: backoff },
        'KIS 시세 조회 실패: 마지막 시세를 유지하고 다시 시도합니다',
      );
    }
    this.realtime?.update();
    return [...changed.values()];
  }

  async stop(): Promise<void> {
    this.realtime?.stop();
  }

  private stamp(now: number) {
    return new Date(now).toISOString();
  }

  private put(stock: Stock, changed: Map<string, Stock>) {
    const old = this.snapshot.get(stock.stockCode);
    const merged = mergeQuote(old, stock);
    this.snapshot.set(stock.stockCode, merged);
    if (
      !old ||
      old.currentPrice !== merged.currentPrice ||
      old.volume !== merged.volume ||
      old.changeSign !== merged.changeSign
    ) {
      changed.set(merged.stockCode, merged);
    }
  }

  private async pollIndices(now: number) {
    const quotes: MarketIndex[] = [];
    for (const code of indexCodes) {
      const data = await this.client.get<{ output: KisRow }>(P.index, 'FHPUP02100000', {
        FID_COND_MRKT_DIV_CODE: 'U',
        FID_INPUT_ISCD: kisIndexCodes[code],
      });
      quotes.push(indexFromKis(code, data.output, this.stamp(now)));
    }
    this.indexQuotes = quotes;
  }

  private async pollRankings(now: number, changed: Map<string, Stock>) {
    const volume = await this.client.get<{ output: KisRow[] }>(P.volumeRank, 'FHPST01710000', {
      FID_COND_MRKT_DIV_CODE: 'J',
      FID_COND_SCR_DIV_CODE: '20171',
      FID_INPUT_ISCD: '0000',
      FID_DIV_CLS_CODE: '0',
      FID_BLNG_CLS_CODE: '0',
      FID_TRGT_CLS_CODE: '111111111',
      FID_TRGT_EXLS_CLS_CODE: '0000000000',
      FID_INPUT_PRICE_1: '',
      FID_INPUT_PRICE_2: '',
      FID_VOL_CNT: '',
      FID_INPUT_DATE_1: '',
    });
    this.rankingCodes.volume = this.takeRows(volume.output, 'mksc_shrn_iscd', now, changed);
    for (const [kind, sort] of [
      ['gainers', '0'],
      ['losers', '1'],
    ] as const) {
      const data = await this.client.get<{ output: KisRow[] }>(P.fluctuation, 'FHPST01700000', {
        fid_cond_mrkt_div_code: 'J',
        fid_cond_scr_div_code: '20170',
        fid_input_iscd: '0000',
        fid_rank_sort_cls_code: sort,
        fid_input_cnt_1: '0',
        fid_prc_cls_code: '0',
        fid_input_price_1: '',
        fid_input_price_2: '',
        fid_vol_cnt: '',
        fid_trgt_cls_code: '0',
        fid_trgt_exls_cls_code: '0',
        fid_div_cls_code: '0',
        fid_rsfl_rate1: '',
        fid_rsfl_rate2: '',
      });
      this.rankingCodes[kind] = this.takeRows(data.output, 'stck_shrn_iscd', now, changed);
    }
  }

  private takeRows(
    rows: KisRow[] | undefined,
    codeField: string,
    now: number,
    changed: Map<string, Stock>,
  ): string[] {
    const codes: string[] = [];
    for (const row of rows ?? []) {
      const code = row[codeField];
      if (!code) continue;
      const name = this.names.get(code) ?? row.hts_kor_isnm ?? code;
      this.put(stockFromKis(code, name, row, this.stamp(now)), changed);
      codes.push(code);
    }
    return codes;
  }

  /** A slice of the listing per poll, so every known stock gets a full quote within a few minutes. */
  private async sweep(now: number, changed: Map<string, Stock>) {
    const count = Math.min(this.options.sweepPerPoll ?? 10, this.listings.length);
    for (let k = 0; k < count; k += 1) {
      const listing = this.listings[this.sweepAt % this.listings.length]!;
      this.sweepAt += 1;
      const stock = await this.fetchQuote(listing.code, now);
      if (stock) this.put(stock, changed);
    }
  }

  private async fetchQuote(code: string, now: number): Promise<Stock | undefined> {
    const data = await this.client.get<{ output: KisRow }>(P.price, 'FHKST01010100', {
      FID_COND_MRKT_DIV_CODE: 'J',
      FID_INPUT_ISCD: code,
    });
    return stockFromKis(code, this.names.get(code) ?? code, data.output, this.stamp(now));
  }

  async load(code: string): Promise<Stock | undefined> {
    try {
      const stock = await this.fetchQuote(code, this.options.clock());
      if (stock) this.put(stock, new Map());
      return this.snapshot.get(code);
    } catch (err) {
      this.log.warn({ err, code }, 'KIS 종목 시세 조회 실패');
      return undefined;
    }
  }

  list(): readonly StockListing[] {
    return this.listings;
  }

  quote(code: string): Stock | undefined {
    return this.snapshot.get(code);
  }

  quotes(codes: readonly string[]): Stock[] {
    return codes.flatMap((code) => this.snapshot.get(code) ?? []);
  }

  rankings(kind: RankingKind, limit: number): Stock[] {
    return this.quotes(this.rankingCodes[kind]).slice(0, limit);
  }

  indices(): MarketIndex[] {
    return this.indexQuotes;
  }

  search(query: string, limit: number): Stock[] {
    return this.quotes(this.searchIndex.search(query, limit).map((l) => l.code));
  }

  marketStatus(now: number): Omit<MarketStatus, 'lastUpdated' | 'provider'> {
    return marketStatusAt(now);
  }

  subscribe(listener: (changed: Stock[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Charts: fetched from KIS on demand and cached (1 minute for 1d, longer for daily bars). */
  async history(code: string, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
    const key = `${code}:${range}`;
    const cached = this.charts.get(key);
    if (cached && now - cached.at < HISTORY_TTL_MS[range]) return cached.points;
    try {
      const points =
        historyIntervals[range] === 'minute'
          ? await this.minuteHistory(code)
          : await this.dailyHistory(code, RANGE_DAYS[range as Exclude<HistoryRange, '1d'>], now);
      this.charts.set(key, { at: now, points });
      return points;
    } catch (err) {
      this.log.warn({ err, code, range }, 'KIS 차트 조회 실패');
      return cached?.points ?? [];
    }
  }

  private async dailyHistory(code: string, days: number, now: number): Promise<HistoryPoint[]> {
    const today = kstDayNumber(now);
    const from = today - days + 1;
    const bars = new Map<string, HistoryPoint>();
    let end = today;
    // KIS answers at most 100 daily bars a call, newest first: page back by date.
    for (let page = 0; page < 4 && end >= from; page += 1) {
      const data = await this.client.get<{ output2?: KisRow[] }>(P.daily, 'FHKST03010100', {
        FID_COND_MRKT_DIV_CODE: 'J',
        FID_INPUT_ISCD: code,
        FID_INPUT_DATE_1: yyyymmdd(from),
        FID_INPUT_DATE_2: yyyymmdd(end),
        FID_PERIOD_DIV_CODE: 'D',
        FID_ORG_ADJ_PRC: '0',
      });
      const rows = (data.output2 ?? []).flatMap((row) => dailyBarFromKis(row) ?? []);
      if (rows.length === 0) break;
      for (const bar of rows) bars.set(bar.time, bar);
      const oldest = Math.min(...rows.map((bar) => kstDayNumber(Date.parse(bar.time))));
      if (rows.length < 100) break;
      end = oldest - 1;
    }
    return [...bars.values()].sort((a, b) => a.time.localeCompare(b.time));
  }

  private async minuteHistory(code: string): Promise<HistoryPoint[]> {
    const bars = new Map<string, HistoryPoint>();
    let hour = '153000';
    // 30 bars a call, latest first before FID_INPUT_HOUR_1: 13 calls cover a whole session.
    for (let page = 0; page < 13; page += 1) {
      const data = await this.client.get<{ output2?: KisRow[] }>(P.minute, 'FHKST03010200', {
        FID_ETC_CLS_CODE: '',
        FID_COND_MRKT_DIV_CODE: 'J',
        FID_INPUT_ISCD: code,
        FID_INPUT_HOUR_1: hour,
        FID_PW_DATA_INCU_YN: 'Y',
      });
      const rows = data.output2 ?? [];
      const points = rows.flatMap((row) => minuteBarFromKis(row) ?? []);
      for (const bar of points) bars.set(bar.time, bar);
      const earliest = rows
        .map((row) => row.stck_cntg_hour ?? '')
        .filter(Boolean)
        .sort()[0];
      if (!earliest || rows.length < 30 || earliest <= '090100') break;
      hour = earliest;
    }
    const all = [...bars.values()].sort((a, b) => a.time.localeCompare(b.time));
    // One session only: the latest date in the answer (today, or the last session).
    const last = all.at(-1);
    if (!last) return [];
    const latest = kstDayNumber(Date.parse(last.time));
    return all.filter((bar) => kstDayNumber(Date.parse(bar.time)) === latest);
  }

  // ---- the real-time WebSocket (kis-realtime.ts) -------------------------------------------

  private wantedRealtimeCodes(): Set<string> {
    const codes = new Set<string>();
    for (const kind of ['volume', 'gainers', 'losers'] as const) {
      for (const code of this.rankingCodes[kind].slice(0, 13)) codes.add(code);
    }
    return new Set([...codes].slice(0, MAX_REALTIME_CODES));
  }

  /** Trades pushed by the WebSocket, merged into the snapshot and handed to the listeners. */
  private onTrades(text: string) {
    const now = this.stamp(this.options.clock());
    const changed = new Map<string, Stock>();
    for (const { code, row } of tradesFromKis(text)) {
      this.put(stockFromKis(code, this.names.get(code) ?? code, row, now), changed);
    }
    if (changed.size === 0) return;
    const quotes = [...changed.values()];
    for (const listener of this.listeners) listener(quotes);
  }
}

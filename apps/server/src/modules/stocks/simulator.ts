// Over 400 lines: one class whose daily table and live session share the per-stock typed arrays.
import {
  historyIntervals,
  type HistoryPoint,
  type HistoryRange,
  type IndexCode,
  type MarketIndex,
  type MarketStatus,
  type Stock,
} from '@myeolgong/contract/stocks';
import { englishNames } from './english-names';
import { fundamentalsFor } from './fundamentals';
import {
  isoToDay,
  isTradingDay,
  kstInstant,
  marketStatusAt,
  previousTradingDay,
  SESSION_MINUTES,
  SESSION_OPEN_MINUTE,
  sessionAt,
  tradingDaysBetween,
  type SessionInfo,
} from './krx-calendar';
import {
  changeRateOf,
  changeSignOf,
  lowerLimit,
  roundToTick,
  tickSize,
  upperLimit,
} from './price-rules';
import { gaussian, hashString, quickGaussian, uniform } from './random';
import type { RankingKind, StockListing, StockProvider } from './stock-provider';
import { StockSearch } from './stock-search';
import { isPreferred, type Universe } from './universe';

export interface SimulatorOptions {
  seed: number;
  /** STOCK_SIM_ALWAYS_OPEN: in session at every hour of every day (demos, night-time tests). */
  alwaysOpen?: boolean;
}

const M = SESSION_MINUTES;
/** Calendar days of daily history kept before the current session. */
const HISTORY_DAYS = 370;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * How far back a stock's last trade is looked for, in seconds: the least liquid trades in a
 * given second with probability 0.12, so none in 300 seconds happens once in ~10^16.
 */
const TRADE_LOOKBACK_S = 300;
const RANGE_DAYS: Record<Exclude<HistoryRange, '1d'>, number> = { '1w': 7, '1m': 31, '1y': 365 };

// Random-stream channels: each kind of draw has its own, so draws never collide.
const CH = {
  marketDay: 1,
  sectorDay: 2,
  stockDay: 3,
  jump: 4,
  jumpSize: 5,
  gap: 6,
  range: 7,
  volume: 8,
  marketMinute: 9,
  sectorMinute: 10,
  stockMinute: 11,
  minuteVolume: 12,
  barRange: 13,
  trade: 14,
  wiggle: 15,
  side: 16,
} as const;

const MARKET_KEY = 0x4d4b54;

interface PreparedSession {
  tables: Record<string, unknown>;
  bases: number[];
}

/** Built session tables by universe, then by seed, mode and day (see prepareSession). */
const preparedSessions = new WeakMap<Universe, Map<string, PreparedSession>>();
const JUMP_PROBABILITY = 0.002;

interface IndexDef {
  code: IndexCode;
  name: string;
  level: number;
  members: Int32Array;
  /** Σ shares × close of the members on the index's reference date. */
  base: number;
}

/**
 * The market simulator (STOCK_PROVIDER=simulated): real listed companies, moving like the Korean
 * market. Every number is a pure function of (seed, universe, time):
 * - a daily random walk per stock (market factor × beta + sector factor + own move, rare jumps to
 *   the ±30 % limit) anchored at the universe's reference prices on their date, over a year back;
 * - the current session as one-minute steps bridging the previous close to that day's close, with
 *   the same factor structure, so stocks move together within the day too; U-shaped volume;
 * - quotes between minutes interpolated, each stock trading in a given second with a probability
 *   that grows with its liquidity;
 * - KOSPI, KOSDAQ and KOSPI200 as Σ shares × price of their members, scaled to the reference
 *   index closes on their date.
 */
export class MarketSimulator implements StockProvider {
  readonly kind = 'simulator' as const;
  private readonly n: number;
  private readonly listings: StockListing[];
  private readonly byCode = new Map<string, number>();
  private readonly searchIndex: StockSearch;
  private readonly keys: Uint32Array;
  private readonly sectorKeys: Uint32Array;
  private readonly shares: Float64Array;
  private readonly beta: Float64Array;
  private readonly vol: Float64Array;
  private readonly turnover: Float64Array;
  private readonly tradeProbability: Float64Array;
  private readonly eps: Float64Array;
  private readonly bps: Float64Array;
  private readonly refDay: number;
  private readonly indexDefs: IndexDef[];

  // Daily table: closes[i * days.length + d].
  private days: number[] = [];
  /** The session the reference prices belong to (their date, or the session before it). */
  private anchorDay = -1;
  private closes = new Float64Array(0);

  // The current session, minute by minute: index i * (M + 1) + m.
  private session: SessionInfo | null = null;
  private sessionDayIndex = -1;
  private path = new Float32Array(0);
  private barExt = new Float32Array(0);
  private cumVolume = new Float64Array(0);
  private cumAmount = new Float64Array(0);
  /** Log of the highest and lowest price of the bars finished before each minute. */
  private runHigh = new Float32Array(0);
  private runLow = new Float32Array(0);
  private prevClose = new Float64Array(0);
  private upper = new Float64Array(0);
  private lower = new Float64Array(0);

  // The live snapshot.
  private readonly price: Float64Array;
  private readonly volume: Float64Array;
  private readonly amount: Float64Array;
  private readonly high: Float64Array;
  private readonly low: Float64Array;
  private open: Float64Array;
  private readonly stocks: Stock[];
  private indexQuotes: MarketIndex[] = [];
  /** The second of each stock's last trade in the current session (-1: none computed yet). */
  private readonly tradeSecond: Float64Array;
  /**
   * STOCK_SIM_CONTROL's price shocks (`shock()`): each stock's path scaled by this factor for the
   * rest of its session (1: none), and the stocks to report on the next tick whether they
   * traded or not.
   */
  private readonly shockFactor: Float64Array;
  private readonly shocked = new Set<number>();

  constructor(
    private readonly universe: Universe,
    private readonly options: SimulatorOptions,
  ) {
    const list = [...universe.stocks].sort(
      (a, b) => b.shares * b.referencePrice - a.shares * a.referencePrice,
    );
    this.n = list.length;
    const n = this.n;
    this.listings = list.map((s) => ({
      code: s.code,
      name: s.name,
      market: s.market,
      englishName: englishNames[s.code] ?? englishNames[`${s.code.slice(0, 5)}0`] ?? null,
    }));
    this.searchIndex = new StockSearch(this.listings);
    this.keys = new Uint32Array(n);
    this.sectorKeys = new Uint32Array(n);
    this.shares = new Float64Array(n);
    this.beta = new Float64Array(n);
    this.vol = new Float64Array(n);
    this.turnover = new Float64Array(n);
    this.tradeProbability = new Float64Array(n);
    this.eps = new Float64Array(n);
    this.bps = new Float64Array(n);
    list.forEach((s, i) => {
      this.byCode.set(s.code, i);
      // Preferred shares move with their common stock's own factor.
      const key = hashString(s.code);
      this.keys[i] = key;
      this.sectorKeys[i] = hashString(s.sector || s.market);
      this.shares[i] = s.shares;
      const cap = s.shares * s.referencePrice;
      const u = uniform(key, this.options.seed, 0xbe7a);
      this.beta[i] = 0.6 + 0.8 * u;
      this.vol[i] = 0.011 + 0.02 / (1 + cap / 3e12) + (s.market === 'KOSDAQ' ? 0.004 : 0);
      this.turnover[i] = (0.0015 + 0.012 * uniform(key, 0x7a1)) * (isPreferred(s.code) ? 0.4 : 1);
      this.tradeProbability[i] = Math.min(0.95, 0.12 + 0.2 * Math.log10(1 + cap / 1e11));
      const f = fundamentalsFor(s);
      this.eps[i] = f.eps ?? Number.NaN;
      this.bps[i] = f.bps ?? Number.NaN;
    });
    this.refDay = isoToDay(universe.asOf);

    const kospi = list.flatMap((s, i) => (s.market === 'KOSPI' ? [i] : []));
    const kosdaq = list.flatMap((s, i) => (s.market === 'KOSDAQ' ? [i] : []));
    // KOSPI200: the 200 largest KOSPI common stocks (the real index also weighs sector balance).
    const kospi200 = kospi.filter((i) => !isPreferred(list[i]!.code)).slice(0, 200);
    const members: Record<IndexCode, number[]> = {
      KOSPI: kospi,
      KOSDAQ: kosdaq,
      KOSPI200: kospi200,
    };
    this.indexDefs = universe.indices.map((ref) => ({
      code: ref.code,
      name: ref.name,
      level: ref.level,
      members: Int32Array.from(members[ref.code]),
      base: 0,
    }));

    this.price = new Float64Array(n);
    this.volume = new Float64Array(n);
    this.amount = new Float64Array(n);
    this.high = new Float64Array(n);
    this.low = new Float64Array(n);
    this.open = new Float64Array(n);
    this.tradeSecond = new Float64Array(n).fill(-1);
    this.shockFactor = new Float64Array(n).fill(1);
    this.stocks = new Array<Stock>(n);
  }

  /**
   * A price shock (STOCK_SIM_CONTROL, operators' demos and end-to-end tests): from now on the
   * stock trades around `to`, a change in % from its previous close or its price limit, and the
   * next tick reports it. The path keeps its own moves around the new level, the price limits
   * still hold, and a new session starts without the shock. Undefined for an unknown code or
   * before the first snapshot.
   */
  shock(code: string, to: number | 'UPPER' | 'LOWER'): number | undefined {
    const i = this.byCode.get(code);
    if (i === undefined || !this.session) return undefined;
    const prev = this.prevClose[i]!;
    const target =
      to === 'UPPER'
        ? this.upper[i]!
        : to === 'LOWER'
          ? this.lower[i]!
          : this.limitPrice(i, roundToTick(prev * (1 + to / 100)));
    const unshocked = this.price[i]! / this.shockFactor[i]!;
    this.shockFactor[i] = target / unshocked;
    this.shocked.add(i);
    return target;
  }

  async start(now: number): Promise<void> {
    this.advance(now, true);
  }

  async refresh(now: number): Promise<Stock[]> {
    return this.advance(now, false);
  }

  async stop(): Promise<void> {}

  /**
   * One tick, synchronously (the benchmark times this). `initial` builds the whole snapshot and
   * reports nothing; a new session (the opening bell) also rebuilds it and reports every quote.
   *
   * The snapshot is a pure function of (seed, universe, `now`), whenever and however often it was
   * ticked before: in session each stock shows the quote of its last trade, the latest second s
   * up to `now` in which it traded (a draw per stock and second), computed at the instant s. So
   * every instance of a cluster, each ticking on its own timer, shows and pushes the same quotes
   * at the same time (docs/operations.md 'Several instances').
   */
  advance(now: number, initial: boolean): Stock[] {
    const session = sessionAt(now, this.options.alwaysOpen);
    let full = initial;
    if (!this.session || session.sessionDay !== this.session.sessionDay) {
      this.prepareSession(session.sessionDay);
      this.shockFactor.fill(1);
      this.shocked.clear();
      full = true;
    }
    this.session = session;
    const open = session.phase === 'open';
    const second = Math.floor(now / 1000);
    const stride = M + 1;
    const changed: number[] = [];
    const seed = this.options.seed;
    // Session time at an instant: the always-open day compresses 24 hours onto the session.
    const alwaysOpen = this.options.alwaysOpen === true;
    const openInstant = kstInstant(session.sessionDay, alwaysOpen ? 0 : SESSION_OPEN_MINUTE);
    const scale = alwaysOpen ? (M * MINUTE_MS) / DAY_MS : 1;
    const firstSecond = Math.ceil(openInstant / 1000);
    const closeStamp = kstInstant(session.sessionDay, SESSION_OPEN_MINUTE + M);

    for (let i = 0; i < this.n; i += 1) {
      const base = i * stride;
      let price: number;
      let volume: number;
      let amount: number;
      let m = M;
      let stamp = closeStamp;
      if (!open) {
        price = Math.exp(this.path[base + M]!);
        volume = this.cumVolume[base + M]!;
        amount = this.cumAmount[base + M]!;
      } else {
        // The stock's last trade: the latest second that drew a trade (bounded look-back; past
        // it, and before the first second of the session, the bound itself).
        const key = this.keys[i]!;
        const p = this.tradeProbability[i]!;
        const bound = Math.max(firstSecond, second - TRADE_LOOKBACK_S);
        let s = second;
        while (s > bound && !(uniform(key, seed, s, CH.trade) < p)) s -= 1;
        if (!full && s === this.tradeSecond[i] && !this.shocked.has(i)) continue;
        this.tradeSecond[i] = s;
        stamp = Math.max(openInstant, s * 1000);
        const elapsedMs = Math.min(M * MINUTE_MS, (stamp - openInstant) * scale);
        m = Math.min(M, Math.floor(elapsedMs / MINUTE_MS));
        const f = Math.min(1, elapsedMs / MINUTE_MS - m);
        if (m >= M) {
          price = Math.exp(this.path[base + M]!);
          volume = this.cumVolume[base + M]!;
          amount = this.cumAmount[base + M]!;
        } else {
          const x0 = this.path[base + m]!;
          const x1 = this.path[base + m + 1]!;
          const ext = this.barExt[base + m]!;
          const wiggle = ext * (uniform(key, seed, s, CH.wiggle) - 0.5);
          const lo = Math.min(x0, x1) - ext;
          const hi = Math.max(x0, x1) + ext;
          // A trade fills at the bid or at the ask around the path (the bid-ask bounce), so a
          // last price flips between neighbouring ticks as it does on the exchange, also when the
          // path moves less than a tick for minutes (large caps, the always-open demo day).
          const mid = Math.exp(Math.min(hi, Math.max(lo, x0 + f * (x1 - x0) + wiggle)));
          const tick = tickSize(mid);
          const bid = Math.floor(mid / tick) * tick;
          price = uniform(key, seed, s, CH.side) < 0.5 ? bid : bid + tick;
          const v0 = this.cumVolume[base + m]!;
          volume = v0 + f * (this.cumVolume[base + m + 1]! - v0);
          const a0 = this.cumAmount[base + m]!;
          amount = a0 + f * (this.cumAmount[base + m + 1]! - a0);
        }
      }
      const factor = this.shockFactor[i]!;
      if (factor !== 1) price = roundToTick(price * factor);
      price = this.limitPrice(i, price);
      volume = Math.floor(volume);
      // Closed: the day's last quote, reported once (when the session ends).
      if (
        !open &&
        !full &&
        price === this.price[i] &&
        volume === this.volume[i] &&
        !this.shocked.has(i)
      )
        continue;
      this.price[i] = price;
      this.volume[i] = volume;
      this.amount[i] = Math.round(amount);
      this.high[i] = Math.max(this.limitPrice(i, Math.exp(this.runHigh[base + m]!)), price);
      this.low[i] = Math.min(this.limitPrice(i, Math.exp(this.runLow[base + m]!)), price);
      this.stocks[i] = this.makeStock(i, new Date(stamp).toISOString());
      changed.push(i);
    }
    this.shocked.clear();
    const quotes = changed.map((i) => this.stocks[i]!);
    if (quotes.length > 0 || full)
      this.indexQuotes = this.computeIndices(open ? second * 1000 : closeStamp);
    return initial ? [] : quotes;
  }

  list(): readonly StockListing[] {
    return this.listings;
  }

  quote(code: string): Stock | undefined {
    const i = this.byCode.get(code);
    return i === undefined ? undefined : this.stocks[i];
  }

  quotes(codes: readonly string[]): Stock[] {
    return codes.flatMap((code) => this.quote(code) ?? []);
  }

  rankings(kind: RankingKind, limit: number): Stock[] {
    const all = this.stocks.slice();
    if (kind === 'volume') all.sort((a, b) => (b.volume ?? 0) - (a.volume ?? 0));
    else if (kind === 'gainers') all.sort((a, b) => b.changeRate - a.changeRate);
    else all.sort((a, b) => a.changeRate - b.changeRate);
    return all.slice(0, limit);
  }

  indices(): MarketIndex[] {
    return this.indexQuotes;
  }

  search(query: string, limit: number): Stock[] {
    return this.quotes(this.searchIndex.search(query, limit).map((l) => l.code));
  }

  marketStatus(now: number): Omit<MarketStatus, 'lastUpdated' | 'provider'> {
    return marketStatusAt(now, this.options.alwaysOpen);
  }

  subscribe(): () => void {
    return () => {};
  }

  async history(code: string, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
    const i = this.byCode.get(code);
    if (i === undefined || !this.session) return [];
    if (historyIntervals[range] === 'minute') return this.minuteBars(i);
    const first = this.session.sessionDay - RANGE_DAYS[range as Exclude<HistoryRange, '1d'>] + 1;
    const points: HistoryPoint[] = [];
    for (let d = 0; d < this.days.length; d += 1) {
      const day = this.days[d]!;
      if (day < first || day >= this.session.sessionDay) continue;
      points.push(this.dailyBar(i, d));
    }
    const today = this.todayBar(i);
    if (today && now >= kstInstant(this.session.sessionDay, 0)) points.push(today);
    return points;
  }

  // ---- the daily table ----------------------------------------------------------------------

  private prepareSession(sessionDay: number) {
    const key = `${this.options.seed}:${this.options.alwaysOpen ? 1 : 0}:${sessionDay}`;
    let cache = preparedSessions.get(this.universe);
    const hit = cache?.get(key);
    if (hit) {
      Object.assign(this, hit.tables);
      hit.bases.forEach((base, k) => (this.indexDefs[k]!.base = base));
      return;
    }
    this.buildTables(sessionDay);
    if (!cache) {
      cache = new Map();
      preparedSessions.set(this.universe, cache);
    }
    // The tables are read-only once built: other simulators of the same universe, seed and
    // session (tests build many apps in one process) share them instead of rebuilding.
    if (cache.size >= 2) cache.delete(cache.keys().next().value!);
    cache.set(key, {
      tables: {
        days: this.days,
        closes: this.closes,
        anchorDay: this.anchorDay,
        sessionDayIndex: this.sessionDayIndex,
        path: this.path,
        barExt: this.barExt,
        cumVolume: this.cumVolume,
        cumAmount: this.cumAmount,
        runHigh: this.runHigh,
        runLow: this.runLow,
        prevClose: this.prevClose,
        upper: this.upper,
        lower: this.lower,
        open: this.open,
      },
      bases: this.indexDefs.map((def) => def.base),
    });
  }

  private buildTables(sessionDay: number) {
    const from = Math.min(sessionDay - HISTORY_DAYS, this.refDay - 5);
    const to = Math.max(sessionDay, this.refDay);
    const days = tradingDaysBetween(from, to);
    if (!isTradingDay(sessionDay) && !days.includes(sessionDay)) {
      days.push(sessionDay);
      days.sort((a, b) => a - b);
    }
    if (!isTradingDay(this.refDay) && !days.includes(this.refDay)) {
      // A reference date that is not a trading day anchors at the last session before it.
      this.anchorDay = previousTradingDay(this.refDay);
    }
    this.days = days;
    this.buildDailyTable();
    this.sessionDayIndex = days.indexOf(sessionDay);
    for (const def of this.indexDefs)
      def.base = this.marketValueOn(def.members, isoToDay(this.refIndexDate(def.code)));
    this.buildSession();
  }

  private refIndexDate(code: IndexCode): string {
    return this.universe.indices.find((x) => x.code === code)?.date ?? this.universe.asOf;
  }

  /** Σ shares × close on `day` (the nearest session on or before it in the table). */
  private marketValueOn(members: Int32Array, day: number): number {
    let d = this.days.length - 1;
    while (d > 0 && this.days[d]! > day) d -= 1;
    const D = this.days.length;
    let sum = 0;
    for (const i of members) sum += this.shares[i]! * this.closes[i * D + d]!;
    return sum;
  }

  private dailyReturn(i: number, day: number): number {
    const seed = this.options.seed;
    const key = this.keys[i]!;
    const market = 0.011 * quickGaussian(seed, MARKET_KEY, day, CH.marketDay);
    const sector = 0.008 * quickGaussian(seed, this.sectorKeys[i]!, day, CH.sectorDay);
    let r =
      this.beta[i]! * market + sector + this.vol[i]! * quickGaussian(key, seed, day, CH.stockDay);
    if (uniform(key, seed, day, CH.jump) < JUMP_PROBABILITY) {
      const size = 0.12 + 0.25 * uniform(key, seed, day, CH.jumpSize);
      r += uniform(key, seed ^ 0x55, day, CH.jumpSize) < 0.6 ? size : -size;
    }
    return Math.max(-0.36, Math.min(0.27, r));
  }

  private buildDailyTable() {
    const D = this.days.length;
    const anchorDay = this.anchorDay >= 0 ? this.anchorDay : this.refDay;
    let a = this.days.indexOf(anchorDay);
    if (a < 0) a = D - 1;
    this.closes = new Float64Array(this.n * D);
    const ref = new Map(this.universe.stocks.map((s) => [s.code, s.referencePrice]));
    for (let i = 0; i < this.n; i += 1) {
      const row = i * D;
      this.closes[row + a] = ref.get(this.listings[i]!.code)!;
      for (let d = a + 1; d < D; d += 1) {
        const prev = this.closes[row + d - 1]!;
        this.closes[row + d] = this.clampToLimits(
          prev * Math.exp(this.dailyReturn(i, this.days[d]!)),
          prev,
        );
      }
      for (let d = a; d > 0; d -= 1) {
        const next = this.closes[row + d]!;
        const r = Math.max(-0.25, Math.min(0.25, this.dailyReturn(i, this.days[d]!)));
        this.closes[row + d - 1] = roundToTick(next / Math.exp(r));
      }
    }
  }

  private clampToLimits(price: number, base: number): number {
    return Math.min(upperLimit(base), Math.max(lowerLimit(base), roundToTick(price)));
  }

  private dayVolume(i: number, day: number, r: number): number {
    const noise = Math.exp(0.4 * gaussian(this.keys[i]!, this.options.seed, day, CH.volume));
    return this.shares[i]! * this.turnover[i]! * noise * (1 + 6 * Math.abs(r));
  }

  private openingGap(i: number, day: number, r: number): number {
    return 0.35 * r + 0.004 * gaussian(this.keys[i]!, this.options.seed, day, CH.gap);
  }

  private dailyBar(i: number, d: number): HistoryPoint {
    const D = this.days.length;
    const day = this.days[d]!;
    const close = this.closes[i * D + d]!;
    const prev = d > 0 ? this.closes[i * D + d - 1]! : close;
    const r = Math.log(close / prev);
    const open = this.clampToLimits(prev * Math.exp(this.openingGap(i, day, r)), prev);
    const seed = this.options.seed;
    const spread = this.vol[i]! * 0.6;
    const high = this.clampToLimits(
      Math.max(open, close) *
        Math.exp(Math.abs(gaussian(this.keys[i]!, seed, day, CH.range)) * spread),
      prev,
    );
    const low = this.clampToLimits(
      Math.min(open, close) *
        Math.exp(-Math.abs(gaussian(this.keys[i]! ^ 1, seed, day, CH.range)) * spread),
      prev,
    );
    return {
      time: new Date(kstInstant(day, SESSION_OPEN_MINUTE)).toISOString(),
      open,
      high: Math.max(high, open, close),
      low: Math.min(low, open, close),
      close,
      volume: Math.round(this.dayVolume(i, day, r)),
    };
  }

  // ---- the current session ------------------------------------------------------------------

  private buildSession() {
    const n = this.n;
    const stride = M + 1;
    const D = this.days.length;
    const s = this.sessionDayIndex;
    const day = this.days[s]!;
    const seed = this.options.seed;
    this.path = new Float32Array(n * stride);
    this.barExt = new Float32Array(n * stride);
    this.cumVolume = new Float64Array(n * stride);
    this.cumAmount = new Float64Array(n * stride);
    this.runHigh = new Float32Array(n * stride);
    this.runLow = new Float32Array(n * stride);
    this.prevClose = new Float64Array(n);
    this.open = new Float64Array(n);
    this.upper = new Float64Array(n);
    this.lower = new Float64Array(n);

    // Shared factors, minute by minute: the market and each sector.
    const sqrtM = Math.sqrt(M);
    const marketSteps = new Float64Array(M);
    for (let m = 0; m < M; m += 1)
      marketSteps[m] =
        (0.011 / sqrtM) * quickGaussian(seed, MARKET_KEY, day * 1000 + m, CH.marketMinute);
    const sectorSteps = new Map<number, Float64Array>();
    for (const key of this.sectorKeys) {
      if (sectorSteps.has(key)) continue;
      const steps = new Float64Array(M);
      for (let m = 0; m < M; m += 1)
        steps[m] = (0.008 / sqrtM) * quickGaussian(seed, key, day * 1000 + m, CH.sectorMinute);
      sectorSteps.set(key, steps);
    }
    // Intraday volume: heavy at the open and the close (the U shape), light at lunch.
    const profile = new Float64Array(stride);
    profile[0] = 0.02 * M; // the opening auction
    for (let m = 1; m <= M; m += 1)
      profile[m] = 1 + 2.2 * Math.exp(-(m - 1) / 25) + 1.4 * Math.exp(-(M - m) / 30);

    const walk = new Float64Array(stride);
    const weights = new Float64Array(stride);
    for (let i = 0; i < n; i += 1) {
      const key = this.keys[i]!;
      const base = i * stride;
      const prev = s > 0 ? this.closes[i * D + s - 1]! : this.closes[i * D + s]!;
      const close = this.closes[i * D + s]!;
      const r = Math.log(close / prev);
      this.prevClose[i] = prev;
      this.upper[i] = upperLimit(prev);
      this.lower[i] = lowerLimit(prev);
      const logUpper = Math.log(this.upper[i]!);
      const logLower = Math.log(this.lower[i]!);
      const open = this.clampToLimits(prev * Math.exp(this.openingGap(i, day, r)), prev);
      const x0 = Math.log(open);
      const x1 = Math.log(close);
      const beta = this.beta[i]!;
      const idio = this.vol[i]! / sqrtM;
      const sector = sectorSteps.get(this.sectorKeys[i]!)!;
      walk[0] = 0;
      for (let m = 0; m < M; m += 1) {
        walk[m + 1] =
          walk[m]! +
          beta * marketSteps[m]! +
          sector[m]! +
          idio * quickGaussian(key, seed, day * 1000 + m, CH.stockMinute);
      }
      const end = walk[M]!;
      for (let m = 0; m <= M; m += 1) {
        const t = m / M;
        const x = x0 + t * (x1 - x0) + (walk[m]! - t * end);
        this.path[base + m] = Math.min(logUpper, Math.max(logLower, x));
        this.barExt[base + m] =
          Math.abs(quickGaussian(key, seed, day * 1000 + m, CH.barRange)) * idio * 0.5;
      }
      // The last point is the day's close exactly.
      this.path[base + M] = x1;
      this.path[base] = x0;

      const total = this.dayVolume(i, day, r);
      let sum = 0;
      for (let m = 0; m <= M; m += 1) {
        weights[m] =
          profile[m]! *
          Math.max(0.2, 1 + 0.35 * quickGaussian(key, seed, day * 1000 + m, CH.minuteVolume));
        sum += weights[m]!;
      }
      let cumV = 0;
      let cumA = 0;
      let hi = x0;
      let lo = x0;
      for (let m = 0; m <= M; m += 1) {
        const v = (total * weights[m]!) / sum;
        cumV += v;
        const mid = m === 0 ? open : Math.exp(this.path[base + m]!);
        cumA += v * mid;
        this.cumVolume[base + m] = cumV;
        this.cumAmount[base + m] = cumA;
        // Highest and lowest of the bars finished before minute m (and the open).
        this.runHigh[base + m] = hi;
        this.runLow[base + m] = lo;
        if (m < M) {
          const a = this.path[base + m]!;
          const b = this.path[base + m + 1]!;
          const ext = this.barExt[base + m]!;
          hi = Math.max(hi, Math.max(a, b) + ext);
          lo = Math.min(lo, Math.min(a, b) - ext);
        }
      }
      this.runHigh[base + M] = Math.max(hi, x1);
      this.runLow[base + M] = Math.min(lo, x1);
      this.open[i] = open;
    }
  }

  private limitPrice(i: number, price: number): number {
    return Math.min(this.upper[i]!, Math.max(this.lower[i]!, roundToTick(price)));
  }

  private minuteBars(i: number): HistoryPoint[] {
    const session = this.session!;
    const stride = M + 1;
    const base = i * stride;
    const last = session.phase === 'open' ? Math.min(session.elapsedMinutes, M - 1) : M - 1;
    const openAt = kstInstant(session.sessionDay, SESSION_OPEN_MINUTE);
    const bars: HistoryPoint[] = [];
    for (let m = 0; m <= last; m += 1) {
      const a = this.path[base + m]!;
      const current = m === last && session.phase === 'open';
      const open = m === 0 ? this.open[i]! : this.limitPrice(i, Math.exp(a));
      const close = current
        ? this.price[i]!
        : this.limitPrice(i, Math.exp(this.path[base + m + 1]!));
      const ext = this.barExt[base + m]!;
      const b = current ? Math.log(close) : this.path[base + m + 1]!;
      const endVolume = current ? this.volume[i]! : this.cumVolume[base + m + 1]!;
      const startVolume = m === 0 ? 0 : this.cumVolume[base + m]!;
      bars.push({
        time: new Date(openAt + m * MINUTE_MS).toISOString(),
        open,
        high: Math.max(open, close, this.limitPrice(i, Math.exp(Math.max(a, b) + ext))),
        low: Math.min(open, close, this.limitPrice(i, Math.exp(Math.min(a, b) - ext))),
        close,
        volume: Math.max(0, Math.round(endVolume - startVolume)),
      });
    }
    return bars;
  }

  private todayBar(i: number): HistoryPoint | null {
    const stock = this.stocks[i];
    if (!stock || !this.session) return null;
    return {
      time: new Date(kstInstant(this.session.sessionDay, SESSION_OPEN_MINUTE)).toISOString(),
      open: this.open[i]!,
      high: this.high[i]!,
      low: this.low[i]!,
      close: this.price[i]!,
      volume: this.volume[i]!,
    };
  }

  private makeStock(i: number, lastUpdated: string): Stock {
    const price = this.price[i]!;
    const prev = this.prevClose[i]!;
    const eps = this.eps[i]!;
    const bps = this.bps[i]!;
    return {
      stockCode: this.listings[i]!.code,
      stockName: this.listings[i]!.name,
      currentPrice: price,
      changePrice: price - prev,
      changeRate: changeRateOf(price, prev),
      changeSign: changeSignOf(price, prev),
      volume: this.volume[i]!,
      openPrice: this.open[i]!,
      highPrice: this.high[i]!,
      lowPrice: this.low[i]!,
      prevClosePrice: prev,
      transactionAmount: this.amount[i]!,
      per: Number.isNaN(eps) ? null : Math.round((price / eps) * 100) / 100,
      pbr: Number.isNaN(bps) ? null : Math.round((price / bps) * 100) / 100,
      lastUpdated,
    };
  }

  private computeIndices(stamp: number): MarketIndex[] {
    const lastUpdated = new Date(stamp).toISOString();
    return this.indexDefs.map((def) => {
      let now = 0;
      let prev = 0;
      for (const i of def.members) {
        now += this.shares[i]! * this.price[i]!;
        prev += this.shares[i]! * this.prevClose[i]!;
      }
      const currentValue = round2((def.level * now) / def.base);
      const prevValue = round2((def.level * prev) / def.base);
      const changeValue = round2(currentValue - prevValue);
      return {
        indexCode: def.code,
        indexName: def.name,
        currentValue,
        changeValue,
        changeRate: changeRateOf(currentValue, prevValue),
        changeSign: changeValue > 0 ? 2 : changeValue < 0 ? 5 : 3,
        lastUpdated,
      };
    });
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

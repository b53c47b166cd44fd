import { describe, expect, it } from 'vitest';
import {
  changeRateOf,
  changeSignOf,
  lowerLimit,
  roundToTick,
  tickSize,
  upperLimit,
} from './price-rules';
import { MarketSimulator } from './simulator';
import { shippedUniverse } from './universe';

// Pure computation: once, on PGlite's project.
const only = describe.skipIf(process.env.TEST_DB === 'postgres');
const at = (kst: string) => Date.parse(`${kst}+09:00`);

only('tick sizes (호가단위)', () => {
  it.each([
    [1_999, 1],
    [2_000, 5],
    [4_995, 5],
    [5_000, 10],
    [19_990, 10],
    [20_000, 50],
    [49_950, 50],
    [50_000, 100],
    [199_900, 100],
    [200_000, 500],
    [499_500, 500],
    [500_000, 1_000],
    [1_681_000, 1_000],
  ])('%i won trades in steps of %i', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });

  it('rounds to the nearest valid price', () => {
    expect(roundToTick(71_234)).toBe(71_200);
    expect(roundToTick(71_260)).toBe(71_300);
    expect(roundToTick(1_503)).toBe(1_503);
    expect(roundToTick(3_333)).toBe(3_335);
    expect(roundToTick(0.2)).toBe(1);
  });
});

only('±30 % price limits and change signs', () => {
  it('cuts the limits to valid ticks', () => {
    expect(upperLimit(10_000)).toBe(13_000);
    expect(lowerLimit(10_000)).toBe(7_000);
    // 71,900 × 1.3 = 93,470 → 93,400 (tick 100); × 0.7 = 50,330 → 50,400
    expect(upperLimit(71_900)).toBe(93_400);
    expect(lowerLimit(71_900)).toBe(50_400);
    // 1,681,000 × 1.3 = 2,185,300 → 2,185,000
    expect(upperLimit(1_681_000)).toBe(2_185_000);
    expect(lowerLimit(1_681_000)).toBe(1_177_000);
    expect(lowerLimit(1)).toBe(1);
  });

  it('says 1 at the upper limit, 2 up, 3 unchanged, 5 down, 4 at the lower limit', () => {
    expect(changeSignOf(13_000, 10_000)).toBe(1);
    expect(changeSignOf(12_990, 10_000)).toBe(2);
    expect(changeSignOf(10_000, 10_000)).toBe(3);
    expect(changeSignOf(9_990, 10_000)).toBe(5);
    expect(changeSignOf(7_000, 10_000)).toBe(4);
    expect(changeRateOf(10_123, 10_000)).toBe(1.23);
    expect(changeRateOf(9_877, 10_000)).toBe(-1.23);
  });
});

only('market simulator', () => {
  const universe = shippedUniverse();
  const make = (seed = 1, alwaysOpen = false) =>
    new MarketSimulator(universe, { seed, alwaysOpen });
  const t = at('2026-11-20T10:30:00');

  it('is deterministic for a seed and differs between seeds', async () => {
    const a = make(1);
    const b = make(1);
    const c = make(2);
    await Promise.all([a.start(t), b.start(t), c.start(t)]);
    for (let s = 1; s <= 5; s += 1) {
      expect(await a.refresh(t + s * 1000)).toEqual(await b.refresh(t + s * 1000));
      await c.refresh(t + s * 1000);
    }
    expect(a.quote('005930')).toEqual(b.quote('005930'));
    expect(a.indices()).toEqual(b.indices());
    expect(a.quote('005930')!.currentPrice).not.toBe(c.quote('005930')!.currentPrice);
  });

  it('shows the same quotes at the same time however often and since when it ticked', async () => {
    // Instances of a cluster each tick on their own timer (STOCK_SIM_TICK_MS), started at
    // different moments: their REST snapshots and pushes must agree.
    for (const [alwaysOpen, begin] of [
      [false, at('2026-11-20T10:15:00')],
      [true, at('2026-11-22T23:00:00')],
    ] as const) {
      const a = make(12, alwaysOpen);
      const b = make(12, alwaysOpen);
      await a.start(begin);
      await b.start(begin + 370);
      const codes = a.list().map((l) => l.code);
      let onA = begin;
      let onB = begin + 370;
      for (const check of [7_000, 14_000, 21_000].map((ms) => begin + ms)) {
        while (onA + 1000 < check) await a.refresh((onA += 1000));
        while (onB + 700 < check) await b.refresh((onB += 700));
        await Promise.all([a.refresh(check), b.refresh(check)]);
        const fresh = make(12, alwaysOpen);
        await fresh.start(check);
        expect(b.quotes(codes), `${alwaysOpen}`).toEqual(a.quotes(codes));
        expect(fresh.quotes(codes)).toEqual(a.quotes(codes));
        expect(b.indices()).toEqual(a.indices());
      }
      expect(a.quote('005930')!.lastUpdated).not.toBe(new Date(begin).toISOString());
    }
  });

  it('starts from the reference close on the reference date', async () => {
    const sim = make(3);
    await sim.start(at('2026-10-08T16:00:00'));
    for (const code of ['005930', '000660', '247540']) {
      const ref = universe.stocks.find((s) => s.code === code)!;
      expect(sim.quote(code)!.currentPrice).toBe(ref.referencePrice);
    }
  });

  it('anchors the indices at their reference closes', async () => {
    const sim = make(4);
    // 2026-09-15 after the close: every index at its reference level (the data's date).
    await sim.start(at('2026-09-15T18:00:00'));
    const levels = Object.fromEntries(sim.indices().map((i) => [i.indexCode, i.currentValue]));
    expect(levels).toEqual({ KOSPI: 6627.26, KOSDAQ: 812.41, KOSPI200: 1042.46 });
  });

  it('computes each index from its members weighted by market value', async () => {
    const sim = make(5);
    await sim.start(t);
    const base = make(5);
    await base.start(at('2026-09-15T18:00:00'));
    const mv = (s: MarketSimulator, market: 'KOSPI' | 'KOSDAQ') =>
      universe.stocks
        .filter((x) => x.market === market)
        .reduce((sum, x) => sum + x.shares * s.quote(x.code)!.currentPrice, 0);
    const kospi = sim.indices().find((i) => i.indexCode === 'KOSPI')!;
    const expected = (6627.26 * mv(sim, 'KOSPI')) / mv(base, 'KOSPI');
    expect(kospi.currentValue).toBeCloseTo(expected, 1);
    const kosdaq = sim.indices().find((i) => i.indexCode === 'KOSDAQ')!;
    expect(kosdaq.currentValue).toBeCloseTo((812.41 * mv(sim, 'KOSDAQ')) / mv(base, 'KOSDAQ'), 1);
    expect(kospi.changeValue).toBeCloseTo(
      kospi.currentValue - kospi.currentValue / (1 + kospi.changeRate / 100),
      0,
    );
  });

  it('keeps every quote on a valid tick, inside the daily limits, with consistent fields', async () => {
    const sim = make(6);
    await sim.start(t);
    for (let s = 0; s < 120; s += 1) await sim.refresh(t + s * 1000);
    for (const listing of sim.list()) {
      const q = sim.quote(listing.code)!;
      const prev = q.prevClosePrice!;
      expect(q.currentPrice % tickSize(q.currentPrice), listing.code).toBe(0);
      expect(q.currentPrice).toBeLessThanOrEqual(upperLimit(prev));
      expect(q.currentPrice).toBeGreaterThanOrEqual(lowerLimit(prev));
      expect(q.highPrice!).toBeGreaterThanOrEqual(Math.max(q.currentPrice, q.openPrice!));
      expect(q.lowPrice!).toBeLessThanOrEqual(Math.min(q.currentPrice, q.openPrice!));
      expect(q.changeSign).toBe(changeSignOf(q.currentPrice, prev));
      expect(q.changePrice).toBe(q.currentPrice - prev);
      expect(q.volume!).toBeGreaterThan(0);
      expect(q.transactionAmount!).toBeGreaterThan(0);
    }
  });

  it('moves stocks together (a market factor) and trades more at the open and close', async () => {
    const sim = make(7);
    await sim.start(at('2026-11-20T16:00:00'));
    const bars = await sim.history('005930', '1d', at('2026-11-20T16:00:00'));
    expect(bars).toHaveLength(390);
    const volume = (from: number, to: number) =>
      bars.slice(from, to).reduce((sum, bar) => sum + bar.volume, 0) / (to - from);
    expect(volume(1, 30)).toBeGreaterThan(1.5 * volume(150, 240));
    expect(volume(360, 390)).toBeGreaterThan(1.3 * volume(150, 240));
    // Over a year, daily returns of two large KOSPI stocks correlate positively.
    const closes = async (code: string) =>
      (await sim.history(code, '1y', at('2026-11-20T16:00:00'))).map((b) => b.close);
    const returns = (c: number[]) => c.slice(1).map((v, i) => Math.log(v / c[i]!));
    const a = returns(await closes('005930'));
    const b = returns(await closes('000660'));
    const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
    const ma = mean(a);
    const mb = mean(b);
    const cov = mean(a.map((v, i) => (v - ma) * (b[i]! - mb)));
    const corr =
      cov / Math.sqrt(mean(a.map((v) => (v - ma) ** 2)) * mean(b.map((v) => (v - mb) ** 2)));
    expect(corr).toBeGreaterThan(0.2);
  });

  it('trades at the bid or the ask, so a last price moves by ticks within seconds at any hour', async () => {
    // The always-open demo day stretches a session minute over 3.7 real minutes: the path alone
    // moved 삼성전자 less than a tick for over a minute at some hours (e2e stock-talk.spec's
    // chips saw no price move in 60 s at 07:35 KST).
    const sim = make(20261008, true);
    for (let hour = 0; hour < 24; hour += 1) {
      const start = at(`2026-12-01T${String(hour).padStart(2, '0')}:35:00`);
      await sim.start(start);
      const first = sim.quote('005930')!.currentPrice;
      let moved = -1;
      for (let s = 1; s <= 30 && moved < 0; s += 1) {
        await sim.refresh(start + s * 1000);
        const price = sim.quote('005930')!.currentPrice;
        if (price !== first) {
          moved = s;
          // A bounce or a drift of a few ticks, never a jump.
          expect(Math.abs(price - first), `${hour}h`).toBeLessThanOrEqual(3 * tickSize(first));
        }
      }
      expect(moved, `${hour}:35 KST`).toBeGreaterThan(0);
    }
  });

  it('reaches the limit now and then with changeSign 1 or 4', async () => {
    const sim = make(8);
    let limits = 0;
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      await sim.start(at(`${day}T16:00:00`));
      for (const listing of sim.list()) {
        const q = sim.quote(listing.code)!;
        if (q.changeSign === 1 || q.changeSign === 4) {
          limits += 1;
          expect(Math.abs(q.changeRate)).toBeGreaterThan(29);
        }
      }
    }
    expect(limits).toBeGreaterThan(0);
  });

  it('gives PER/PBR where the industry is known and none for SPACs', async () => {
    const sim = make(9);
    await sim.start(t);
    expect(sim.quote('105560')!.per).toBeGreaterThan(2);
    expect(sim.quote('105560')!.per).toBeLessThan(30);
    const spac = sim.list().find((l) => l.name.includes('스팩'));
    if (spac) expect(sim.quote(spac.code)!.per).toBeNull();
  });

  it('reports every quote at the opening bell of a new session', async () => {
    const sim = make(11);
    await sim.start(at('2026-11-20T08:59:59'));
    expect(sim.quote('005930')!.lastUpdated).toBe('2026-11-19T06:30:00.000Z');
    const opening = await sim.refresh(at('2026-11-20T09:00:00'));
    expect(opening).toHaveLength(sim.list().length);
    expect(sim.quote('005930')!.prevClosePrice).toBe(
      (await sim.history('005930', '1w', at('2026-11-20T09:00:00'))).at(-2)!.close,
    );
  });

  it('keeps moving at night with STOCK_SIM_ALWAYS_OPEN', async () => {
    const sim = make(10, true);
    const night = at('2026-11-22T23:00:00');
    await sim.start(night);
    const changed = await sim.refresh(night + 1000);
    expect(changed.length).toBeGreaterThan(0);
    expect(sim.marketStatus(night).state).toBe('open');
  });
  it('moves a stock to a shocked level on the next tick, keeps its path around it, and not the next session', async () => {
    const sim = make(12, true);
    const t0 = at('2026-11-24T10:00:00');
    await sim.start(t0);
    const before = sim.quote('005930')!;
    const prev = before.prevClosePrice!;
    expect(sim.shock('005930', 6)).toBe(roundToTick(prev * 1.06));
    const moved = await sim.refresh(t0 + 1);
    const quote = moved.find((q) => q.stockCode === '005930')!;
    expect(quote.currentPrice).toBe(roundToTick(prev * 1.06));
    expect(quote.changeRate).toBeCloseTo(changeRateOf(quote.currentPrice, prev), 5);
    // Later trades move around the new level by the path's own steps, within the limits.
    for (let s = 1; s <= 60; s += 1) await sim.refresh(t0 + s * 1000);
    const later = sim.quote('005930')!;
    expect(Math.abs(later.changeRate - 6)).toBeLessThan(1.5);
    expect(sim.shock('005930', 'UPPER')).toBe(upperLimit(prev));
    await sim.refresh(t0 + 61_000);
    expect(sim.quote('005930')!.changeSign).toBe(1);
    expect(sim.shock('000000', 6)).toBeUndefined();
    // Another stock is untouched; the next session starts without the shock.
    await sim.refresh(at('2026-11-25T10:00:00'));
    expect(sim.quote('005930')!.changeSign).not.toBe(1);
  });
});

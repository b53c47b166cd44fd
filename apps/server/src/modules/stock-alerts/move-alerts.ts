import type { Stock } from '@myeolgong/contract/stocks';
import type { FastifyBaseLogger } from 'fastify';
import type { Crossing, StockAlertsRepository } from './stock-alerts.repository';
import { bandOf, kstDate, levelsOf, moveText, rankOf } from './stock-levels';

/**
 * A level nobody watched when it was reached is asked about again (it may be watched by now) only
 * when the stock's band changes again, and not sooner than this: a price bouncing between two
 * ticks across +5 % asks once a minute, not every tick.
 */
const ASK_AGAIN_MS = 60_000;
/** Crossings kept in stock_alerts_sent: a week of trading days, then pruned. */
const KEEP_DAYS = 7;

/**
 * STOCK_MOVE, evaluated when quotes change (app.stocks.onChange), per stock and never per member.
 * `offer` runs on the quote path: it compares each changed quote's band (stock-levels.ts) with
 * the last one this instance saw, and only a stock whose band moved further from the previous
 * close, to a level not yet recorded today, is queued. The queue is written a moment later, off
 * the quote path, all stocks of the moment in one statement (stock-alerts.repository.ts
 * `record`), which decides in the database who tells a crossing: exactly once per stock, level
 * and trading day, however many instances look.
 */
export class MoveAlerts {
  /** The band of each stock's last quote (0 when none seen) and the day of that band. */
  private readonly bands = new Map<string, number>();
  private readonly bandDays = new Map<string, string>();
  /** `day|code|level` → when asked (Infinity: recorded, never asked again that day). */
  private readonly asked = new Map<string, number>();
  private pending = new Map<string, Crossing>();
  private flushing: Promise<void> | null = null;
  private scheduled: NodeJS.Immediate | null = null;
  private latestDay = '';
  private stopped = false;

  constructor(
    private readonly deps: {
      repository: Pick<StockAlertsRepository, 'record' | 'pruneBefore'>;
      clock: () => number;
      /**
       * The KST date (YYYY-MM-DD) of the session the quotes belong to (app.stocks.marketStatus's
       * sessionDate): before the opening bell it is the last session's, so yesterday's closing
       * move, shown again by KIS in the morning, is not told as today's.
       */
      tradingDay: () => string;
      /** Called with how many notifications a write added (the outbox is woken). */
      written: (notified: number) => void;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Changed quotes (synchronous and cheap: most quotes stop at the band check). */
  offer(changed: readonly Stock[]): void {
    if (this.stopped) return;
    let now: number | undefined;
    let day: string | undefined;
    for (const quote of changed) {
      const code = quote.stockCode;
      const band = bandOf(quote);
      const previous = this.bands.get(code) ?? 0;
      if (band === 0) {
        if (previous !== 0) this.bands.set(code, 0);
        continue;
      }
      now ??= this.deps.clock();
      day ??= this.deps.tradingDay();
      if (band === previous && this.bandDays.get(code) === day) continue;
      this.bands.set(code, band);
      this.bandDays.set(code, day);
      if (day > this.latestDay) this.newDay(day);
      for (const level of levelsOf(band)) {
        const key = `${day}|${code}|${level}`;
        const at = this.asked.get(key);
        if (at !== undefined && (at === Infinity || now - at < ASK_AGAIN_MS)) continue;
        this.asked.set(key, now);
        this.pending.set(key, {
          stockCode: code,
          stockName: quote.stockName,
          tradingDay: day,
          level,
          rank: rankOf(level),
          text: moveText(quote, level),
        });
      }
    }
    if (this.pending.size > 0) this.schedule();
  }

  /** Settles when everything offered so far is written (tests, the benchmark, closing). */
  async idle(): Promise<void> {
    while (this.scheduled || this.flushing) {
      if (this.scheduled) {
        clearImmediate(this.scheduled);
        this.scheduled = null;
        this.flush();
      }
      await this.flushing;
    }
  }

  async stop(): Promise<void> {
    await this.idle();
    this.stopped = true;
  }

  private newDay(day: string) {
    this.latestDay = day;
    for (const key of this.asked.keys()) if (!key.startsWith(day)) this.asked.delete(key);
    const cutoff = kstDate(Date.parse(`${day}T00:00:00Z`) - KEEP_DAYS * 86_400_000);
    this.deps.repository
      .pruneBefore(cutoff)
      .catch((err: unknown) =>
        this.deps.log.warn({ err }, '지난 종목 소식 기록을 지우지 못했습니다'),
      );
  }

  private schedule() {
    if (this.scheduled || this.flushing) return;
    this.scheduled = setImmediate(() => {
      this.scheduled = null;
      this.flush();
    });
  }

  private flush() {
    if (this.flushing || this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write([...batch.entries()]).finally(() => {
      this.flushing = null;
      if (this.pending.size > 0) this.schedule();
    });
  }

  private async write(batch: [string, Crossing][]) {
    try {
      const { recorded, notified } = await this.deps.repository.record(
        'STOCK_MOVE',
        batch.map(([, crossing]) => crossing),
      );
      const days = new Map(batch.map(([, c]) => [c.stockCode, c.tradingDay]));
      for (const r of recorded) {
        const day = days.get(r.stockCode);
        if (day) this.asked.set(`${day}|${r.stockCode}|${r.level}`, Infinity);
      }
      if (notified > 0) this.deps.written(notified);
    } catch (err) {
      // Asked again on the stock's next quote.
      for (const [key, crossing] of batch) {
        this.asked.delete(key);
        this.bands.delete(crossing.stockCode);
      }
      this.deps.log.warn({ err }, '종목 소식 알림을 쓰지 못했습니다');
    }
  }
}

import type { Stock } from '@myeolgong/contract/stocks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MoveAlerts } from './move-alerts';
import { buzzText, kstDate } from './stock-levels';

declare module 'fastify' {
  interface FastifyInstance {
    /** 종목 소식 (STOCK_MOVE, STOCK_BUZZ): tests and the benchmark wait on it or run the buzz check. */
    stockAlerts: {
      /** Settles when every quote change seen so far is evaluated and written. */
      idle(): Promise<void>;
      /** One STOCK_BUZZ check at `now` (default: now); how many notifications it wrote. */
      checkBuzz(now?: Date): Promise<number>;
    };
  }
}

/** STOCK_BUZZ (CONTRACT.md): mentions of the last hour at least this many… */
const BUZZ_MIN_MENTIONS = 10;
/** …and at least this many times the stock's hourly average over the 7 days before. */
const BUZZ_RATIO = 3;
/** How often every instance runs the buzz check (the database decides who tells, once a day). */
const BUZZ_EVERY_MS = 60_000;

/**
 * 종목 소식 (issue 44 item 2): STOCK_MOVE when quotes change (move-alerts.ts, fed by
 * app.stocks.onChange, and once with the first snapshot so a level reached while no instance ran
 * is still told), STOCK_BUZZ from the recorded `$종목` mentions every BUZZ_EVERY_MS. Both write
 * through stock-alerts.repository.ts `record` (once per stock, level and trading day across
 * restarts and instances) and wake the notifications outbox, which pushes each new item to its
 * recipient like every other notification.
 */
export default fp(
  async function stockAlerts(app: FastifyInstance) {
    const log = app.log.child({ module: 'stock-alerts' });
    const repository = app.repos.stockAlerts;
    // The service whose changes this plugin hears, kept: a test may put a fake stock port on
    // app.stocks for the AI tools before the app is ready (ai.llm.test.ts).
    const stocks = app.stocks;
    const written = () => app.notificationsOutbox.wake();
    const moves = new MoveAlerts({
      repository,
      clock: Date.now,
      tradingDay: () => stocks.marketStatus().sessionDate,
      written,
      log,
    });
    const unsubscribe = stocks.onChange((changed) => moves.offer(changed));

    async function checkBuzz(now = new Date()): Promise<number> {
      const buzzing = await repository.buzzing(now, BUZZ_MIN_MENTIONS, BUZZ_RATIO);
      const day = kstDate(now.getTime());
      const { notified } = await repository.record(
        'STOCK_BUZZ',
        buzzing.map((b) => ({
          stockCode: b.stockCode,
          stockName: b.stockName,
          tradingDay: day,
          level: 'BUZZ',
          rank: 1,
          text: buzzText(b.stockName, b.lastHour, b.hourlyAverage),
        })),
      );
      if (notified > 0) written();
      return notified;
    }

    let timer: NodeJS.Timeout | undefined;
    let buzzRun: Promise<unknown> | null = null;
    app.decorate('stockAlerts', { idle: () => moves.idle(), checkBuzz });

    app.addHook('onReady', async () => {
      // The snapshot the stocks plugin took when ready (its onReady ran before this one).
      const snapshot = stocks
        .listings()
        .map((listing) => stocks.cachedQuote(listing.code))
        .filter((quote): quote is Stock => quote !== undefined);
      moves.offer(snapshot);
      timer = setInterval(() => {
        if (buzzRun) return;
        buzzRun = checkBuzz()
          .catch((err: unknown) => log.warn({ err }, '종목 언급 급증을 확인하지 못했습니다'))
          .finally(() => {
            buzzRun = null;
          });
      }, BUZZ_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      unsubscribe();
      await buzzRun;
      await moves.stop();
    });
  },
  { name: 'stock-alerts', dependencies: ['stocks', 'notifications-worker'] },
);

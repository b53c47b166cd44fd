import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KisProvider } from './kis/kis-provider';
import { MarketSimulator } from './simulator';
import type { StockProvider } from './stock-provider';
import { QuotePush } from './quote-push';
import { StockService } from './stocks.service';
import { loadUniverse } from './universe';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stock quotes, rankings, search and history for routes and other modules (the AI tools). */
    stocks: StockService;
  }
}

export interface StocksPluginOptions {
  /** Milliseconds since the epoch; tests pass a clock they move by hand. Default Date.now. */
  clock?: () => number;
  /** Replaces the provider chosen by STOCK_PROVIDER (tests). */
  provider?: StockProvider;
}

/**
 * `app.stocks`: the provider chosen by STOCK_PROVIDER, its first snapshot taken when the app is
 * ready, refreshed every STOCK_SIM_TICK_MS (simulator) or KIS_POLL_MS (KIS) until the app
 * closes, changed quotes published on /topic/stocks. An interval of 0 leaves ticks to the caller
 * (`app.stocks.tick()`, used by tests).
 */
export default fp(
  async function stocks(app: FastifyInstance, opts: StocksPluginOptions) {
    const { config } = app;
    const log = app.log.child({ module: 'stocks' });
    const clock = opts.clock ?? Date.now;
    const provider: StockProvider =
      opts.provider ??
      (config.STOCK_PROVIDER === 'kis'
        ? new KisProvider({
            appKey: config.KIS_APP_KEY ?? '',
            appSecret: config.KIS_APP_SECRET ?? '',
            baseUrl: config.KIS_BASE_URL,
            wsUrl: config.KIS_WS_URL,
            universe: loadUniverse(config.dataDir),
            requestsPerSecond: config.KIS_RATE_LIMIT_PER_SEC,
            clock,
            log,
          })
        : new MarketSimulator(loadUniverse(config.dataDir), {
            seed: config.STOCK_SIM_SEED,
            alwaysOpen: config.STOCK_SIM_ALWAYS_OPEN,
          }));
    // The whole change on /topic/stocks, and each quote on its own /topic/stocks/{code} (the
    // dashboard's shown stocks and the `$종목` chips, CONTRACT.md), at most once per
    // STOCK_PUSH_INTERVAL_MS with the latest quote of each stock that changed (issue #24 item 6).
    const push = new QuotePush(async (changed) => {
      await Promise.all([
        app.realtime.publish('stocks', changed),
        ...changed.map((quote) => app.realtime.publish('stock', quote)),
      ]);
    }, config.STOCK_PUSH_INTERVAL_MS);
    const service = new StockService({
      provider,
      clock,
      log,
      publish: (changed) => push.offer(changed),
    });
    app.decorate('stocks', service);

    const interval = provider.kind === 'kis' ? config.KIS_POLL_MS : config.STOCK_SIM_TICK_MS;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      const started = performance.now();
      await service.start();
      log.info(
        {
          provider: provider.kind,
          stocks: provider.list().length,
          ms: Math.round(performance.now() - started),
        },
        '주식 시세 준비 완료',
      );
      if (interval > 0) {
        timer = setInterval(() => {
          service.tick().catch((err: unknown) => log.error({ err }, '시세 갱신에 실패했습니다'));
        }, interval);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      push.stop();
      await service.stop();
    });
  },
  { name: 'stocks', dependencies: ['realtime'] },
);

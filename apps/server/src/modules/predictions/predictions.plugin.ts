import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoPredictions } from './demo-predictions';
import { settleDue } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** 예측 기록's settlement: tests run it at their clock's moments. */
    predictions: {
      /** One settlement run now (the stock clock's now); how many predictions it settled. */
      settle(): Promise<number>;
    };
  }
}

/**
 * The settlement job (issue 45 item 3): at start (catching up on the closes missed while no
 * instance ran), then every PREDICTIONS_SETTLE_INTERVAL_MS, every instance runs settlement.ts,
 * which settles what the last closes decide, once, whichever instance gets there first; the
 * authors' notifications go out through the outbox at once.
 */
export default fp(
  async function predictionsSettlement(app: FastifyInstance) {
    const log = app.log.child({ module: 'predictions' });
    const interval = app.config.PREDICTIONS_SETTLE_INTERVAL_MS;
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | undefined;

    function settle(): Promise<number> {
      running ??= settleDue(app.repos.predictions, app.stocks)
        .then((n) => {
          if (n > 0) {
            log.info({ settled: n }, '예측을 마감했습니다');
            app.notificationsOutbox.wake();
          }
          return n;
        })
        .finally(() => {
          running = null;
        });
      return running;
    }

    app.decorate('predictions', { settle });
    let seeding: Promise<unknown> | null = null;
    app.addHook('onReady', async () => {
      const run = () =>
        void settle().catch((err: unknown) => log.warn({ err }, '예측을 마감하지 못했습니다'));
      // The demo's record (SEED_DEMO), written in the background before the first run settles it.
      seeding = app.config.seedDemo
        ? seedDemoPredictions(app.db, app.stocks).catch((err: unknown) =>
            log.warn({ err }, '데모 예측을 만들지 못했습니다'),
          )
        : Promise.resolve();
      if (interval === 0) return;
      void seeding.then(run);
      timer = setInterval(run, interval);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await seeding;
      await running?.catch(() => undefined);
    });
  },
  { name: 'predictions-settlement', dependencies: ['stocks', 'notifications-worker'] },
);

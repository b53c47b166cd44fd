import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldLikeQueue } from './notification-jobs';
import { presentNotificationMessage } from './notifications.presenter';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The outbox's worker: `wake()` after notifications were written outside a request this
     * instance answered (the stock alerts of modules/stock-alerts), so they go out at once.
     */
    notificationsOutbox: { wake(): void };
  }
}

/** Rows one claim takes from the outbox. */
const CLAIM_BATCH = 200;
/**
 * After a write, the worker runs this much later, once for every write in between: 700 likes a
 * second on one post ran it back to back, a claim (and the like queue's grouping) per like.
 */
const AFTER_WRITE_MS = 50;
/** Older unpublished rows (written while no instance was publishing) are not sent live. */
const LIVE_MAX_AGE_MS = 5 * 60_000;
/** How often the like queue is folded when live delivery is off (NOTIFICATIONS_PUSH_INTERVAL_MS=0). */
const FOLD_ONLY_INTERVAL_MS = 1000;

/**
 * The notifications worker, the one place that writes notifications outside the triggers of the
 * acts (reads never write, issue 43):
 *
 * - It folds the like queue (migration 0019's like_notification_queue) into its grouped
 *   notifications, one instance at a time (fold_like_notifications, migration 0027: an advisory
 *   lock the others do not wait for; an instance that found it held tries again AFTER_WRITE_MS
 *   later, for the likes the folding one may have missed).
 * - Then, unless NOTIFICATIONS_PUSH_INTERVAL_MS is 0, the live side (CONTRACT.md
 *   `/user/queue/notifications`): the triggers of 0013 write each notification with `pushed_at`
 *   NULL, in the transaction of the act (the fold too, for a group that grew); every instance
 *   claims such rows (FOR UPDATE SKIP LOCKED, so each change is claimed once) and publishes each
 *   to its recipient's user destination, as the list presents it with the recipient's unread
 *   count (notifications.presenter.ts), which the broker fans out to the recipient's sessions on
 *   every instance (through Redis when REDIS_URL is set).
 *
 * It runs AFTER_WRITE_MS after this instance answered a write (a like shows up as fast as a reply),
 * every NOTIFICATIONS_PUSH_INTERVAL_MS (FOLD_ONLY_INTERVAL_MS, folding only, when live delivery is
 * off) for writes answered elsewhere, and folds once more when the app closes. Nothing committed
 * is lost to a crash between the commit and the fold or the publish: the next run does both.
 */
export default fp(
  async function notificationsWorker(app: FastifyInstance) {
    const pushInterval = app.config.NOTIFICATIONS_PUSH_INTERVAL_MS;
    const live = pushInterval > 0;
    const repository = app.repos.notifications;
    let timer: NodeJS.Timeout | undefined;
    let soon: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    async function pushOnce() {
      for (;;) {
        const { claimed, rows } = await repository.claimUnpushed(CLAIM_BATCH, LIVE_MAX_AGE_MS);
        const recipients = [...new Set(rows.map((row) => Number(row.user_id)))];
        // One query for the batch's recipients, after the claim: each message carries its
        // recipient's count with every notification claimed so far.
        const unread = await repository.unreadCounts(recipients);
        for (const row of rows) {
          const userId = Number(row.user_id);
          await app.realtime.publishToUser(
            userId,
            'notifications',
            presentNotificationMessage(row, unread.get(userId) ?? 0),
          );
        }
        if (claimed < CLAIM_BATCH || stopped) return;
      }
    }

    async function runOnce() {
      const folded = await foldLikeQueue(repository);
      if (live) await pushOnce();
      // Another instance was folding (or the queue is long): the rest is folded here in a moment.
      if (folded === 'more') later();
    }

    function run() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = runOnce()
        .catch((err: unknown) =>
          app.log.warn({ err }, '알림을 정리하거나 실시간으로 보내지 못했습니다'),
        )
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            run();
          }
        });
    }

    /** Runs AFTER_WRITE_MS from now (once, however often it is asked meanwhile). */
    function later() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = null;
        run();
      }, AFTER_WRITE_MS);
    }

    app.decorate('notificationsOutbox', { wake: later });

    app.addHook('onReady', async () => {
      timer = setInterval(run, live ? pushInterval : FOLD_ONLY_INTERVAL_MS);
      timer.unref();
    });
    // A write this instance answered may have queued likes or written notifications.
    app.addHook('onResponse', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      later();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
      // The likes of the last moment: folded now, published by whichever instance runs next.
      await foldLikeQueue(repository).catch((err: unknown) =>
        app.log.warn({ err }, '좋아요 알림을 정리하지 못했습니다'),
      );
    });
  },
  { name: 'notifications-worker', dependencies: ['realtime'] },
);

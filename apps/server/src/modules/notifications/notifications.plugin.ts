import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { presentNotification } from './notifications.presenter';

/** Rows one claim takes from the outbox. */
const CLAIM_BATCH = 200;
/**
 * After a write, the outbox runs this much later, once for every write in between: 700 likes a
 * second on one post ran it back to back, a claim (and the like queue's grouping) per like.
 */
const AFTER_WRITE_MS = 50;
/** Older unpublished rows (written while no instance was publishing) are not sent live. */
const LIVE_MAX_AGE_MS = 5 * 60_000;

/**
 * The live side of notifications (CONTRACT.md `/user/queue/notifications`). The triggers of 0013
 * write each notification with `pushed_at` NULL, in the transaction of the act; here every
 * instance claims such rows (FOR UPDATE SKIP LOCKED, so each change is claimed once) and publishes
 * each to its recipient's user destination, which the broker fans out to the recipient's sessions
 * on every instance (through Redis when REDIS_URL is set). The outbox is read every
 * NOTIFICATIONS_PUSH_INTERVAL_MS and AFTER_WRITE_MS after this instance answered a write, so a
 * reply shows up at once; nothing committed is lost to a crash between the commit and the publish.
 */
export default fp(
  async function notificationsOutbox(app: FastifyInstance) {
    const interval = app.config.NOTIFICATIONS_PUSH_INTERVAL_MS;
    if (interval <= 0) return;
    const repository = app.repos.notifications;
    let timer: NodeJS.Timeout | undefined;
    let soon: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    async function pushOnce() {
      for (;;) {
        const { claimed, rows } = await repository.claimUnpushed(CLAIM_BATCH, LIVE_MAX_AGE_MS);
        for (const row of rows) {
          await app.realtime.publishToUser(
            Number(row.user_id),
            'notifications',
            presentNotification(row),
          );
        }
        if (claimed < CLAIM_BATCH || stopped) return;
      }
    }

    function push() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = pushOnce()
        .catch((err: unknown) => app.log.warn({ err }, '알림을 실시간으로 보내지 못했습니다'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            push();
          }
        });
    }

    app.addHook('onReady', async () => {
      timer = setInterval(push, interval);
      timer.unref();
    });
    // A write this instance answered may have written notifications: publish them shortly.
    app.addHook('onResponse', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || soon) return;
      soon = setTimeout(() => {
        soon = null;
        push();
      }, AFTER_WRITE_MS);
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    });
  },
  { name: 'notifications-outbox', dependencies: ['realtime'] },
);

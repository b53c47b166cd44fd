import type { PushPayload } from '@myeolgong/contract/push';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { presentNotification } from '../notifications/notifications.presenter';
import { pushDeliveries, type PushSource } from './push-deliveries';
import { pushSender } from './push-send';
import { notificationPush } from './push-text';
import { pushRepository } from './push.repository';
import { pushService, type PushService } from './push.service';
import { persistentVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (CONTRACT.md 'Push and install'): subscriptions and the delivery queue. */
    push: {
      service: PushService;
      /**
       * Queues a push of `payload`'s source to every device of `userId` (modules/messages for a
       * new 쪽지); the source given to `addSource` reads it again when it is sent.
       */
      enqueue(userId: number, source: 'message', sourceId: number): Promise<void>;
      /** Where the worker reads a kind of push from (modules/messages registers 'message'). */
      addSource(source: 'message', read: PushSource): void;
      /** Works the queue now: how many deliveries it claimed (tests, instead of waiting). */
      runOnce(): Promise<number>;
      /** Runs the worker soon (after a write outside a request, e.g. a new 쪽지). */
      wake(): void;
    };
  }
}

/** How often every instance looks for due deliveries (writes of other instances, retries). */
const POLL_MS = 1_000;
/** After a write this instance answered, the worker runs this much later (once for all of them). */
const AFTER_WRITE_MS = 100;

/**
 * Web Push (issue 46 item 3, decision 133): the VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or
 * made once and kept in DATA_DIR like the sign-in secret), the subscriptions' service, and the
 * delivery queue's worker. Notifications reach the queue through migration 0033's triggers, in the
 * transaction that wrote them; every instance works the queue (FOR UPDATE SKIP LOCKED), polling
 * every POLL_MS and AFTER_WRITE_MS after a write it answered.
 */
export default fp(
  async function push(app: FastifyInstance) {
    const { config } = app;
    const vapid =
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : await persistentVapidKeys(config.dataDir);
    const repository = pushRepository(app.db);
    const log = app.log.child({ module: 'push' });
    const notificationSource: PushSource = async (ids) => {
      const rows = await app.repos.notifications.unreadShownByIds(ids);
      const found = new Map<number, { userId: number; payload: PushPayload }>();
      for (const row of rows) {
        found.set(Number(row.id), {
          userId: Number(row.user_id),
          payload: notificationPush(presentNotification(row)),
        });
      }
      return found;
    };
    const sources: Parameters<typeof pushDeliveries>[0]['sources'] = {
      notification: notificationSource,
      message: undefined,
    };
    const worker = pushDeliveries({
      repository,
      sources,
      send: pushSender({
        vapid,
        subject: `mailto:${config.CONTACT_EMAIL}`,
        allowHosts: config.PUSH_ALLOW_HOSTS,
      }),
      log,
    });

    let timer: NodeJS.Timeout | undefined;
    let soon: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    async function drain() {
      while (!stopped && (await worker.runOnce()) >= worker.claimBatch);
    }
    function run() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch((err: unknown) => log.warn({ err }, '푸시 알림을 보내지 못했습니다'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            run();
          }
        });
    }
    function wake() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = null;
        run();
      }, AFTER_WRITE_MS);
      soon.unref();
    }

    app.decorate('push', {
      service: pushService({
        repository,
        publicKey: vapid.publicKey,
        allowHosts: config.PUSH_ALLOW_HOSTS,
      }),
      async enqueue(userId, source, sourceId) {
        await repository.enqueueFor(userId, source, sourceId);
        wake();
      },
      addSource(source, read) {
        sources[source] = read;
      },
      runOnce: () => worker.runOnce(),
      wake,
    });

    app.addHook('onReady', async () => {
      timer = setInterval(run, POLL_MS);
      timer.unref();
    });
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') wake();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    });
  },
  { name: 'push', dependencies: ['repositories'] },
);

import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsRepository } from './notifications.repository';

const PRUNE_EVERY_MS = 3_600_000;
const FIRST_PRUNE_MS = 60_000;
/** Queued likes one fold applies in its transaction. */
const FOLD_BATCH = 5000;
/** Folds per call at most, so one call never runs for long; the next run goes on. */
const MAX_FOLDS = 20;

/**
 * Folds the queued likes into their grouped notifications (POST_LIKES, COMMENT_LIKES) batch by
 * batch until the queue is empty: 'done', or 'more' when some may be left: another instance (or
 * session) is folding right now, which it does for every like committed before it began, not for
 * one committed after that; or MAX_FOLDS batches did not empty it. The caller then tries again a
 * moment later. The notifications worker (notifications.plugin.ts) is the only
 * caller: no read of notifications folds (issue 43).
 */
export async function foldLikeQueue(
  notifications: Pick<NotificationsRepository, 'foldQueuedLikes'>,
): Promise<'done' | 'more'> {
  for (let fold = 0; fold < MAX_FOLDS; fold += 1) {
    const applied = await notifications.foldQueuedLikes(FOLD_BATCH);
    if (applied === null) return 'more';
    if (applied < FOLD_BATCH) return 'done';
  }
  return 'more';
}

/**
 * Removes read notifications older than `retentionDays` (NOTIFICATIONS_RETENTION_DAYS), a minute
 * after start and then every hour. Idempotent: several instances may prune at once.
 */
export function schedulePruning(
  notifications: Pick<NotificationsRepository, 'prune'>,
  retentionDays: number,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = notifications
      .prune(retentionDays)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, '오래된 읽은 알림을 지웠습니다');
      })
      .catch((err: unknown) => log.error({ err }, '오래된 알림 정리에 실패했습니다'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      timer = setTimeout(() => {
        tick();
        timer = setInterval(tick, PRUNE_EVERY_MS);
        timer.unref();
      }, FIRST_PRUNE_MS);
      timer.unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}

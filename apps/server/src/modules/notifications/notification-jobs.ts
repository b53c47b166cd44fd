import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsRepository } from './notifications.repository';

const PRUNE_EVERY_MS = 3_600_000;
const FIRST_PRUNE_MS = 60_000;

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

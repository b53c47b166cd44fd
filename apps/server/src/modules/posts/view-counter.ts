import type { FastifyBaseLogger } from 'fastify';
import { redisConnection } from '../../lib/redis';

/** SPEC.md §9: a viewer counts once per post per 5 minutes. */
const VIEW_WINDOW_MS = 5 * 60 * 1000;

export interface ViewCounter {
  /** True the first time `viewerKey` views `postId` within the window (and starts the window). */
  firstViewWithinWindow(postId: number, viewerKey: string): Promise<boolean>;
  close(): Promise<void>;
}

/** In process memory: one server's windows (redisViewCounter shares them between several). */
export function memoryViewCounter(
  now: () => number = Date.now,
  windowMs = VIEW_WINDOW_MS,
): ViewCounter {
  const seen = new Map<string, number>();
  let lastSweep = now();
  return {
    async firstViewWithinWindow(postId, viewerKey) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [key, until] of seen) if (until <= t) seen.delete(key);
        lastSweep = t;
      }
      const key = `${postId}:${viewerKey}`;
      const until = seen.get(key);
      if (until !== undefined && until > t) return false;
      seen.set(key, t + windowMs);
      return true;
    },
    async close() {
      seen.clear();
    },
  };
}

/**
 * The windows of every server instance in Redis (REDIS_URL): `SET ${prefix}view:{post}:{viewer}
 * 1 PX 300000 NX` starts a window only where none is open, so a viewer whose requests land on
 * different instances is counted once. While Redis cannot be reached the windows are this
 * process's memory (memoryViewCounter): views go on being counted, at worst once per instance
 * more while it is away; no view request fails or waits because of Redis.
 */
export async function redisViewCounter(options: {
  url: string;
  prefix: string;
  log?: FastifyBaseLogger;
  now?: () => number;
  windowMs?: number;
}): Promise<ViewCounter> {
  const windowMs = options.windowMs ?? VIEW_WINDOW_MS;
  const fallback = memoryViewCounter(options.now, windowMs);
  // No offline queue: while Redis is away a view goes to memory at once instead of waiting.
  const redis = await redisConnection({
    url: options.url,
    name: `${options.prefix}views`,
    log: options.log,
    warning: 'Redis(조회수) 연결 오류: 이 서버의 메모리로 5분 중복 조회를 거릅니다',
    options: { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 },
  });
  const connecting = redis.connect().catch(() => undefined);
  return {
    async firstViewWithinWindow(postId, viewerKey) {
      await connecting;
      if (redis.status !== 'ready') return fallback.firstViewWithinWindow(postId, viewerKey);
      try {
        const set = await redis.set(
          `${options.prefix}view:${postId}:${viewerKey}`,
          '1',
          'PX',
          windowMs,
          'NX',
        );
        return set === 'OK';
      } catch {
        return fallback.firstViewWithinWindow(postId, viewerKey);
      }
    },
    async close() {
      await connecting;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
      await fallback.close();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit';

/**
 * One fixed window per key, atomically: the first hit starts the window (PEXPIRE), every hit
 * counts (INCR), and the answer carries the time left (PTTL). A key that lost its expiry (it
 * should not happen) gets it back rather than counting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/**
 * Rate-limit windows shared by every server instance through Redis (`${prefix}rl:${key}`). While
 * Redis cannot be reached, the counts fall back to this process's memory, so limits still hold
 * per instance and writes are never refused because Redis is away.
 */
export async function createRedisRateLimitStore(options: {
  url: string;
  prefix: string;
  log?: FastifyBaseLogger;
  now?: () => number;
}): Promise<RedisRateLimitStore> {
  // Loaded only when Redis is configured: a single instance's start-up does not pay for it.
  const { Redis } = await import('ioredis');
  const now = options.now ?? Date.now;
  const fallback = memoryRateLimitStore(now);
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    connectionName: `${options.prefix}rate-limit`,
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    // ioredis reconnects by itself; log each distinct failure once.
    if (err.message === lastError) return;
    lastError = err.message;
    options.log?.warn({ err }, 'Redis(쓰기 제한) 연결 오류: 이 서버의 메모리로 횟수를 셉니다');
  });
  redis.on('ready', () => (lastError = ''));
  const connecting = redis.connect().catch(() => undefined);

  return {
    async hit(key, windowMs) {
      await connecting;
      if (redis.status !== 'ready') return fallback.hit(key, windowMs);
      try {
        const [count, ttl] = (await redis.eval(
          HIT_SCRIPT,
          1,
          `${options.prefix}rl:${key}`,
          String(windowMs),
        )) as [number, number];
        return { count, resetAt: now() + ttl };
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
    async close() {
      await connecting;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

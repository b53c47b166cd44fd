import type { FastifyBaseLogger } from 'fastify';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit';
import { redisConnection } from './redis';

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
  const now = options.now ?? Date.now;
  const fallback = memoryRateLimitStore(now);
  // With an offline queue: a hit made while connecting waits for the connection (up to 2 s).
  const redis = await redisConnection({
    url: options.url,
    name: `${options.prefix}rate-limit`,
    log: options.log,
    warning: 'Redis(쓰기 제한) 연결 오류: 이 서버의 메모리로 횟수를 셉니다',
    options: { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 },
  });
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

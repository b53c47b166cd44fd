import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window and when it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** Fixed windows in process memory; enough for one server (Redis shares them between several). */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetAt: w.resetAt };
    },
  };
}

export interface RateLimiter {
  /** Throws a 429 AppError with Retry-After when `key` went over `rule`. */
  check(key: string, rule: RateLimitRule, message?: (retryAfter: number) => string): Promise<void>;
  /** Counts one hit on `key` and returns the hits in its current window (0 when limits are off). */
  count(key: string, windowMs: number): Promise<number>;
}

export function createRateLimiter(
  store: RateLimitStore,
  enabled: boolean,
  now: () => number = Date.now,
): RateLimiter {
  return {
    async check(key, rule, message) {
      if (!enabled) return;
      const { count, resetAt } = await store.hit(key, rule.windowMs);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((resetAt - now()) / 1000));
        throw tooManyRequests(retryAfter, message?.(retryAfter));
      }
    },
    async count(key, windowMs) {
      if (!enabled) return 0;
      return (await store.hit(key, windowMs)).count;
    },
  };
}

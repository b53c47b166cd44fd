import { randomBytes } from 'node:crypto';
import { redisAnswers } from './stomp';

/** The Redis server of the tests that need one (TEST_REDIS_URL, or the local default). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when that server answers; the Redis tests are skipped otherwise. */
export async function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return redisAnswers(url.hostname, Number(url.port || 6379));
}

/** A key prefix of this run alone, so runs never share keys or channels. */
export const uniqueRedisPrefix = () => `test-${process.pid}-${randomBytes(4).toString('hex')}:`;

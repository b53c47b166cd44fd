// The response cache's invalidations between instances (plugins/response-cache.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { redisPubSub } from '../lib/redis';

export interface InvalidationBus {
  publish(tags: string[]): Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * Invalidations between instances over Redis pub/sub on `${prefix}response-cache`. Until the
 * subscriber is connected (and again whenever it drops), `connected` is false and the plugin
 * neither serves nor stores: an invalidation missed meanwhile cannot leave a stale entry. Each
 * (re)connection empties the local cache.
 */
export async function redisBus(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
  onRemote: (tags: string[]) => void,
  /** Anything may have been missed (a reconnection, a message that cannot be read). */
  onReset: () => void,
): Promise<InvalidationBus> {
  const instance = randomBytes(6).toString('hex');
  const redis = await redisPubSub({
    url,
    prefix,
    channel: 'response-cache',
    name: 'cache',
    log,
    warning: () => 'Redis 연결 오류: 응답 캐시를 잠시 사용하지 않습니다',
  });
  const { subscriber } = redis;
  let connected = false;
  subscriber.on('close', () => (connected = false));
  subscriber.on('end', () => (connected = false));
  // ioredis resubscribes by itself after a reconnection, then emits 'ready'.
  subscriber.on('ready', () => {
    onReset();
    connected = true;
  });
  redis.onMessage((payload) => {
    const newline = payload.indexOf('\n');
    if (newline === -1 || payload.slice(0, newline) === instance) return;
    try {
      const tags: unknown = JSON.parse(payload.slice(newline + 1));
      if (Array.isArray(tags) && tags.every((t) => typeof t === 'string')) onRemote(tags);
      else onReset();
    } catch {
      onReset();
    }
  });
  await redis.connect();
  connected = true;
  return {
    get connected() {
      return connected && subscriber.status === 'ready';
    },
    async publish(tags) {
      try {
        await redis.publish(`${instance}\n${JSON.stringify(tags)}`);
      } catch (err) {
        // The other instances' entries then live out their TTL (RESPONSE_CACHE_SECONDS).
        log.warn({ err }, 'Redis로 응답 캐시 무효화를 보내지 못했습니다');
      }
    },
    close: () => redis.close(),
  };
}

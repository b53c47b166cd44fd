import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * The one place the server opens Redis connections (REDIS_URL): the real-time broker's and the
 * response cache's publisher/subscriber pairs, and the rate limiter's command connection.
 * ioredis is loaded only when Redis is configured, so a single instance's start-up does not pay
 * for it; it reconnects by itself, and each distinct connection error is logged once rather than
 * on every retry.
 */
export interface RedisConnectionOptions {
  url: string;
  /** CLIENT SETNAME, e.g. `${prefix}rate-limit`: who is connected, as Redis lists it. */
  name: string;
  log?: FastifyBaseLogger;
  /** The Korean warning logged when the connection fails (once per distinct error). */
  warning: string;
  /** ioredis options beyond the defaults (`lazyConnect` is always on). */
  options?: RedisOptions;
}

export async function redisConnection(options: RedisConnectionOptions): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.url, {
    ...options.options,
    lazyConnect: true,
    connectionName: options.name,
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    options.log?.warn({ err }, options.warning);
  });
  redis.on('ready', () => (lastError = ''));
  return redis;
}

/** Start-up fails when Redis does not answer: this is the error it fails with. */
function unreachable(error: unknown): Error {
  return new Error(
    `Redis(REDIS_URL)에 연결할 수 없습니다: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

export interface PubSubOptions {
  url: string;
  /** REDIS_PREFIX: deployments and test runs never share a channel. */
  prefix: string;
  /** The channel is `${prefix}${channel}`; the connections are `${prefix}${name}-pub` and -sub. */
  channel: string;
  name: string;
  log: FastifyBaseLogger;
  /** The Korean warning of a failing connection; `role` is 발행 (publisher) or 구독 (subscriber). */
  warning(role: '발행' | '구독'): string;
}

/** One publisher and one subscriber connection on one channel, as the pub/sub users share it. */
export interface PubSub {
  /** `${prefix}${channel}` */
  readonly channel: string;
  /** No offline queue: while Redis is away a publish fails at once instead of waiting. */
  readonly publisher: Redis;
  /** Resubscribes by itself after a reconnection (then emits 'ready'). */
  readonly subscriber: Redis;
  /** Handles the messages of the channel (and only those); set before `connect`. */
  onMessage(handler: (payload: string) => void): void;
  /** Connects both and subscribes; rejects with the start-up error when Redis does not answer. */
  connect(): Promise<void>;
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

export async function redisPubSub(options: PubSubOptions): Promise<PubSub> {
  const channel = `${options.prefix}${options.channel}`;
  const name = `${options.prefix}${options.name}`;
  const publisher = await redisConnection({
    url: options.url,
    name: `${name}-pub`,
    log: options.log,
    warning: options.warning('발행'),
    options: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  });
  const subscriber = await redisConnection({
    url: options.url,
    name: `${name}-sub`,
    log: options.log,
    warning: options.warning('구독'),
  });
  return {
    channel,
    publisher,
    subscriber,
    onMessage(handler) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) handler(payload);
      });
    },
    async connect() {
      try {
        await Promise.all([publisher.connect(), subscriber.connect()]);
        await subscriber.subscribe(channel);
      } catch (error) {
        publisher.disconnect();
        subscriber.disconnect();
        throw unreachable(error);
      }
    },
    async publish(payload) {
      await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

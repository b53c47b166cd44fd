import { randomBytes } from 'node:crypto';
import { isKnownTopic, isUserDestination } from '@myeolgong/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { redisPubSub } from '../../lib/redis';

/** One published message as subscribers get it. */
export interface BrokerMessage {
  /** Unique across instances: the publishing instance's id and a counter. */
  id: string;
  destination: string;
  /** The body as JSON text, serialised once for every subscriber. */
  body: string;
}

type BrokerListener = (message: BrokerMessage) => void;

/**
 * A message the transport could not take (Redis away): the other instances never get it (it is
 * not retried); this instance's subscribers did.
 */
export class MessageDropped extends Error {
  constructor(destination: string, cause: unknown) {
    super(`real-time message to ${destination} dropped`, { cause });
    this.name = 'MessageDropped';
  }
}

/**
 * Topic fan-out. Modules publish after their database commit (through `app.realtime`, which logs
 * and counts every failure and never lets a dropped message fail the request); STOMP sessions
 * subscribe. `publish` rejects with a TypeError on a programming error (unknown topic, a body that
 * is not JSON) and with MessageDropped when the transport (Redis) could not take the message.
 */
export interface Broker {
  publish(destination: string, body: unknown): Promise<void>;
  /**
   * The same for this process's subscribers only, never through Redis: for what every instance
   * computes for itself (the stock quotes, docs/operations.md 'Several instances').
   */
  publishLocal(destination: string, body: unknown): Promise<void>;
  /** Returns the function that removes this listener. */
  subscribe(destination: string, listener: BrokerListener): () => void;
  /** Resolves once this process has handed every message it received so far to its subscribers. */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/** Deliveries made in one turn of the event loop before the fan-out yields to other work. */
export const DELIVERIES_PER_TURN = 500;

/**
 * The subscribers of this process, by destination, and the fan-out to them.
 *
 * Delivery is queued, not done inside `publish`: the request that published (a like) gets its
 * answer without waiting for thousands of socket writes, and a large fan-out runs in slices of
 * DELIVERIES_PER_TURN so other requests are served between them. One queue for all messages keeps
 * every subscriber's messages in publish order.
 */
class LocalTopics {
  private readonly listeners = new Map<string, Set<BrokerListener>>();
  private readonly queue: { message: BrokerMessage; listeners: BrokerListener[]; next: number }[] =
    [];
  private scheduled = false;
  private idle: (() => void)[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(destination: string, listener: BrokerListener): () => void {
    let set = this.listeners.get(destination);
    if (!set) {
      set = new Set();
      this.listeners.set(destination, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(destination);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(destination);
    };
  }

  deliver(message: BrokerMessage) {
    const set = this.listeners.get(message.destination);
    if (!set) return;
    // A copy taken now: whoever subscribed when the message was published gets it.
    this.queue.push({ message, listeners: [...set], next: 0 });
    this.schedule();
  }

  /** Resolves once every message queued so far has been handed to its listeners. */
  drained(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.drain());
  }

  private drain() {
    this.scheduled = false;
    let budget = DELIVERIES_PER_TURN;
    while (budget > 0 && this.queue.length > 0) {
      const head = this.queue[0]!;
      const end = Math.min(head.listeners.length, head.next + budget);
      for (; head.next < end; head.next++) {
        try {
          head.listeners[head.next]!(head.message);
        } catch (err) {
          this.log.error({ err, destination: head.message.destination }, '실시간 메시지 전달 실패');
        }
        budget--;
      }
      if (head.next >= head.listeners.length) this.queue.shift();
    }
    if (this.queue.length > 0) this.schedule();
    else for (const resolve of this.idle.splice(0)) resolve();
  }

  clear() {
    this.listeners.clear();
    this.queue.length = 0;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** Message ids `${instance}-${counter}`; `instance` is random per broker (per process). */
function messageIds() {
  const instance = randomBytes(6).toString('hex');
  let counter = 0;
  const next = () => `${instance}-${(counter += 1).toString(36)}`;
  return Object.assign(next, { instance });
}

function encodeBody(destination: string, body: unknown): string {
  if (!isKnownTopic(destination) && !isUserDestination(destination))
    throw new TypeError(`unknown real-time topic: ${destination}`);
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('real-time message body must be JSON');
  return json;
}

/** Everything in this process: the default without REDIS_URL. */
export function createMemoryBroker(log: FastifyBaseLogger): Broker {
  const local = new LocalTopics(log);
  const nextId = messageIds();
  const publishHere = async (destination: string, body: unknown) => {
    local.deliver({ id: nextId(), destination, body: encodeBody(destination, body) });
  };
  return {
    publish: publishHere,
    // One process: every publish is local.
    publishLocal: publishHere,
    subscribe: (destination, listener) => local.subscribe(destination, listener),
    drained: () => local.drained(),
    async close() {
      local.clear();
    },
  };
}

export interface RedisBrokerOptions {
  url: string;
  /** Prefix of the channel (`${prefix}realtime`), so deployments and test runs never collide. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * Fan-out between server instances over Redis pub/sub: one connection publishes, one subscribes
 * to `${prefix}realtime`. `publish` delivers to this process's own subscribers at once and hands
 * the message to Redis for the other instances; each instance delivers what it receives from
 * Redis to its subscribers and ignores its own messages coming back (the id starts with its
 * instance id), so each subscriber gets a message exactly once and members on the same instance
 * keep getting each other's messages while Redis is away (publish then rejects with
 * MessageDropped: the other instances did not get it).
 *
 * Wire format: `${id}\n${destination}\n${json}` (ids and known topics hold no newline).
 */
export async function createRedisBroker(options: RedisBrokerOptions): Promise<Broker> {
  const { url, prefix, log } = options;
  const local = new LocalTopics(log);
  const nextId = messageIds();
  const ownIds = `${nextId.instance}-`;
  // No offline queue on the publisher (lib/redis.ts): while Redis is away, publish fails at once
  // (and app.realtime logs and counts it) instead of holding the request that published.
  const redis = await redisPubSub({
    url,
    prefix,
    channel: 'realtime',
    name: 'realtime',
    log,
    warning: (role) =>
      `Redis(${role}) 연결 오류: 실시간 메시지가 다른 서버로 전달되지 않을 수 있습니다`,
  });
  redis.onMessage((payload) => {
    const first = payload.indexOf('\n');
    const second = first === -1 ? -1 : payload.indexOf('\n', first + 1);
    if (second === -1) {
      log.warn({ channel: redis.channel }, 'Redis에서 형식이 잘못된 실시간 메시지를 받았습니다');
      return;
    }
    const id = payload.slice(0, first);
    // This instance's own message: its subscribers had it when it was published.
    if (id.startsWith(ownIds)) return;
    local.deliver({
      id,
      destination: payload.slice(first + 1, second),
      body: payload.slice(second + 1),
    });
  });
  await redis.connect();

  return {
    async publish(destination, body) {
      const json = encodeBody(destination, body);
      const id = nextId();
      local.deliver({ id, destination, body: json });
      try {
        await redis.publish(`${id}\n${destination}\n${json}`);
      } catch (err) {
        throw new MessageDropped(destination, err);
      }
    },
    async publishLocal(destination, body) {
      local.deliver({ id: nextId(), destination, body: encodeBody(destination, body) });
    },
    subscribe: (destination, listener) => local.subscribe(destination, listener),
    drained: () => local.drained(),
    async close() {
      local.clear();
      await redis.close();
    },
  };
}

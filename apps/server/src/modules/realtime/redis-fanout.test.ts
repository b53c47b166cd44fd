import { topics } from '@myeolgong/contract/realtime';
import type { Stock } from '@myeolgong/contract/stocks';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { sleep, stompClient, type StompTestClient } from '../../../test/stomp';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { relay } from '../../../test/relay';
import { createRedisBroker, MessageDropped, type BrokerMessage } from './broker';

// Probed once at load; CI runs Redis, so there these tests always run.
const redisUp = await redisReachable();
if (!redisUp)
  console.warn(
    `\n[realtime] Redis(${REDIS_URL})가 응답하지 않아 Redis 팬아웃 테스트를 건너뜁니다.\n`,
  );

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')(
  'Redis fan-out between instances',
  () => {
    // A prefix of its own per run, so parallel runs on one Redis never see each other.
    const prefix = uniqueRedisPrefix();
    const env = { REDIS_URL, REDIS_PREFIX: prefix };
    let a: TestApp;
    let b: TestApp;
    let isolated: TestApp;
    const clients: StompTestClient[] = [];

    beforeAll(async () => {
      [a, b, isolated] = await Promise.all([
        buildTestApp(env),
        buildTestApp(env),
        buildTestApp({ REDIS_URL, REDIS_PREFIX: `${prefix}other:` }),
      ]);
      await Promise.all([a, b, isolated].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.client.deactivate().catch(() => undefined)));
      await Promise.all([a, b, isolated].map((t) => t?.close()));
    });

    const connect = async (t: TestApp) => {
      const client = stompClient(t.app);
      clients.push(client);
      await client.connected;
      return client;
    };

    it('delivers a message published on A to subscribers on B and on A, exactly once each', async () => {
      const onB = await connect(b);
      const onA = await connect(a);
      const elsewhere = await connect(isolated);
      const receivedB = await onB.subscribe(topics.commentLikes(42));
      const receivedA = await onA.subscribe(topics.commentLikes(42));
      const receivedElsewhere = await elsewhere.subscribe(topics.commentLikes(42));

      const body = { commentId: 42, likeStatus: 1 as const, likes: 5 };
      await a.app.realtime.publish('commentLikes', body);
      await expect.poll(() => receivedB.length).toBe(1);
      await expect.poll(() => receivedA.length).toBe(1);
      expect(JSON.parse(receivedB[0]!.body)).toEqual(body);
      expect(receivedB[0]!.headers.destination).toBe('/topic/comments/42/likes');

      await sleep(300);
      expect(receivedB).toHaveLength(1);
      expect(receivedA).toHaveLength(1);
      expect(receivedElsewhere).toHaveLength(0);
    });

    it('fans out in both directions and keeps the order of one publisher', async () => {
      const onA = await connect(a);
      const received = await onA.subscribe(topics.postLikes(7));
      for (let likes = 1; likes <= 20; likes += 1) {
        await b.app.realtime.publish('postLikes', { postId: 7, likes });
      }
      await expect.poll(() => received.length).toBe(20);
      expect(received.map((m) => JSON.parse(m.body).likes)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('publishes on the prefixed channel', async () => {
      const spy = new Redis(REDIS_URL);
      try {
        const seen: string[] = [];
        spy.on('message', (_channel: string, message: string) => seen.push(message));
        await spy.subscribe(`${prefix}realtime`);
        // Stock quotes never go through Redis: each instance sends its own (instanceTopics).
        await a.app.realtime.publish('stocks', [{ stockCode: '005930' }] as Stock[]);
        await a.app.realtime.publish('postLikes', { postId: 8, likes: 3 });
        await expect.poll(() => seen.length).toBe(1);
        await sleep(100);
        expect(seen).toHaveLength(1);
        expect(seen[0]).toMatch(/^\S+\n\/topic\/posts\/8\/likes\n\{"postId":8,"likes":3\}$/);
      } finally {
        spy.disconnect();
      }
    });
  },
);

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')('Redis outages', () => {
  const silent = pino({ level: 'silent' });

  it('drops a message Redis cannot take: the broker says so, app.realtime logs and counts it', async () => {
    const broker = await createRedisBroker({
      url: REDIS_URL,
      prefix: uniqueRedisPrefix(),
      log: silent,
    });
    // Closed: its publisher has no connection and no offline queue, as while Redis is away.
    await broker.close();
    await expect(broker.publish(topics.postLikes(1), { postId: 1, likes: 1 })).rejects.toThrow(
      MessageDropped,
    );
    const t = await buildTestApp({}, { broker });
    try {
      const failures = () => t.app.metrics.counter('realtime_publish_failures_total', '').value;
      await expect(t.app.realtime.publish('postLikes', { postId: 1, likes: 2 })).resolves.toBe(
        undefined,
      );
      expect(failures()).toBe(1);
      const metrics = await t.app.inject({ url: '/metrics' });
      expect(metrics.body).toContain('realtime_publish_failures_total 1\n');
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')(
  'Redis carries messages between instances only',
  () => {
    const silent = pino({ level: 'silent' });
    const bodies = (list: BrokerMessage[]) => list.map((m) => JSON.parse(m.body) as unknown);

    it('gives each subscriber of two instances each message exactly once, its own instance’s too', async () => {
      const prefix = uniqueRedisPrefix();
      const options = { url: REDIS_URL, prefix, log: silent };
      const [a, b] = await Promise.all([createRedisBroker(options), createRedisBroker(options)]);
      try {
        const onA: BrokerMessage[] = [];
        const onB: BrokerMessage[] = [];
        a.subscribe(topics.postLikes(3), (m) => onA.push(m));
        b.subscribe(topics.postLikes(3), (m) => onB.push(m));
        await a.publish(topics.postLikes(3), { postId: 3, likes: 1 });
        await b.publish(topics.postLikes(3), { postId: 3, likes: 2 });
        await expect.poll(() => onA.length).toBe(2);
        await expect.poll(() => onB.length).toBe(2);
        await sleep(300);
        for (const list of [onA, onB])
          expect(
            bodies(list).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
          ).toEqual([
            { postId: 3, likes: 1 },
            { postId: 3, likes: 2 },
          ]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('delivers to subscribers on the same instance while Redis is away', async () => {
      const link = relay(new URL(REDIS_URL), 6379);
      await link.listen();
      const broker = await createRedisBroker({
        url: `redis://127.0.0.1:${link.port}`,
        prefix: uniqueRedisPrefix(),
        log: silent,
      });
      try {
        const got: BrokerMessage[] = [];
        broker.subscribe(topics.postLikes(5), (m) => got.push(m));
        await link.cut();
        await sleep(100);
        // The other instances do not get it (counted and logged by app.realtime) ...
        await expect(broker.publish(topics.postLikes(5), { postId: 5, likes: 9 })).rejects.toThrow(
          MessageDropped,
        );
        // ... the members on this one do.
        await broker.drained();
        expect(bodies(got)).toEqual([{ postId: 5, likes: 9 }]);
      } finally {
        // Back, so the connections can say goodbye instead of retrying.
        await link.listen();
        await broker.close();
      }
    });
  },
);

describe.skipIf(process.env.TEST_DB === 'postgres')('Redis configuration', () => {
  it('fails to start with a clear message when REDIS_URL does not answer', async () => {
    await expect(
      buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'unused:' }),
    ).rejects.toThrow(/Redis\(REDIS_URL\)에 연결할 수 없습니다/);
  });
});

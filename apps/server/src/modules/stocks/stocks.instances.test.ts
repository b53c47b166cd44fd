// Stock quotes behind a cluster: every instance runs the same simulator and sends its own
// subscribers its own quotes; none travel through Redis (docs/operations.md 'Several instances').
import { topics } from '@myeolgong/contract/realtime';
import type { Stock } from '@myeolgong/contract/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { sleep, stompClient, type StompTestClient } from '../../../test/stomp';

// Probed once at load; CI runs Redis, so there these tests always run.
const redisUp = await redisReachable();

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')(
  'stock quotes on two instances sharing Redis',
  () => {
    // In session (10:30 KST), both instances on the same clock.
    let now = Date.parse('2026-11-20T01:30:00Z');
    const env = { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix(), STOCK_SIM_TICK_MS: '0' };
    let a: TestApp;
    let b: TestApp;
    let client: StompTestClient | undefined;
    beforeAll(async () => {
      a = await buildTestApp(env, { stocks: { clock: () => now } });
      b = await buildTestApp(env, { stocks: { clock: () => now }, sameDatabaseAs: a });
      await Promise.all([a, b].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
    });
    afterAll(async () => {
      await client?.client.deactivate().catch(() => undefined);
      await b?.close();
      await a?.close();
    });

    it('a subscriber on A gets each update once, and both instances show the same quotes', async () => {
      client = stompClient(a.app);
      await client.connected;
      const all = await client.subscribe(topics.stocks);
      const samsung = await client.subscribe(topics.stock('005930'));
      const sentByA: Stock[][] = [];
      for (let i = 0; i < 5; i++) {
        now += 5_000;
        const [onA, onB] = await Promise.all([a.app.stocks.tick(), b.app.stocks.tick()]);
        expect(onB).toEqual(onA);
        sentByA.push(onA);
      }
      const info = async (t: TestApp) =>
        (await t.app.inject({ url: '/api/stock/info/005930' })).json() as Stock;
      expect(await info(b)).toEqual(await info(a));

      const changes = sentByA.filter((list) => list.length > 0);
      await expect.poll(() => all.length).toBe(changes.length);
      const samsungChanges = sentByA.flat().filter((q) => q.stockCode === '005930');
      await expect.poll(() => samsung.length).toBe(samsungChanges.length);
      // Nothing more from B through Redis.
      await sleep(300);
      expect(all.map((m) => JSON.parse(m.body) as Stock[])).toEqual(changes);
      expect(samsung.map((m) => JSON.parse(m.body) as Stock)).toEqual(samsungChanges);
    });
  },
);

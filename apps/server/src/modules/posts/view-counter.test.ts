import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { relay } from '../../../test/relay';
import { sleep } from '../../../test/stomp';
import { registerUser } from '../../../test/users';
import { memoryViewCounter, redisViewCounter } from './view-counter';

describe('the 5-minute view window in memory', () => {
  it('counts a viewer once per post until the window ends', async () => {
    let now = 0;
    const views = memoryViewCounter(() => now, 1_000);
    expect(await views.firstViewWithinWindow(1, 'user:1')).toBe(true);
    expect(await views.firstViewWithinWindow(1, 'user:1')).toBe(false);
    expect(await views.firstViewWithinWindow(2, 'user:1')).toBe(true);
    expect(await views.firstViewWithinWindow(1, 'user:2')).toBe(true);
    now = 1_000;
    expect(await views.firstViewWithinWindow(1, 'user:1')).toBe(true);
  });
});

// Probed once at load; CI runs Redis, so there these tests always run.
const redisUp = await redisReachable();

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')('the view window in Redis', () => {
  it('is shared by every instance on the same prefix, and ends', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b, elsewhere] = await Promise.all([
      redisViewCounter({ url: REDIS_URL, prefix, windowMs: 300 }),
      redisViewCounter({ url: REDIS_URL, prefix, windowMs: 300 }),
      redisViewCounter({ url: REDIS_URL, prefix: `${prefix}other:`, windowMs: 300 }),
    ]);
    try {
      expect(await a.firstViewWithinWindow(7, 'user:1')).toBe(true);
      expect(await b.firstViewWithinWindow(7, 'user:1')).toBe(false);
      expect(await a.firstViewWithinWindow(7, 'user:1')).toBe(false);
      expect(await b.firstViewWithinWindow(7, 'user:2')).toBe(true);
      expect(await elsewhere.firstViewWithinWindow(7, 'user:1')).toBe(true);
      await sleep(400);
      expect(await b.firstViewWithinWindow(7, 'user:1')).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    }
  });

  it('falls back to this process’s memory while Redis is away', async () => {
    const link = relay(new URL(REDIS_URL), 6379);
    await link.listen();
    const views = await redisViewCounter({
      url: `redis://127.0.0.1:${link.port}`,
      prefix: uniqueRedisPrefix(),
    });
    try {
      expect(await views.firstViewWithinWindow(1, 'user:1')).toBe(true);
      await link.cut();
      await sleep(100);
      const started = performance.now();
      expect(await views.firstViewWithinWindow(2, 'user:1')).toBe(true);
      expect(await views.firstViewWithinWindow(2, 'user:1')).toBe(false);
      // At once: no view waits for Redis.
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await link.listen();
      await views.close();
    }
  });
});

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')(
  'views across two instances with Redis',
  () => {
    const env = { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix(), POST_COUNTER_FLUSH_MS: '100' };
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await buildTestApp(env);
      b = await buildTestApp(env, { sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a member viewing one post through A and then B is counted once', async () => {
      const member = await registerUser(a.app);
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: '두 서버에서 본 글', content: '내용', boardName: 'free' },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      for (const t of [a, b, a, b]) {
        const view = await t.app.inject({
          method: 'POST',
          url: `/api/posts/${id}/view`,
          headers: member.auth,
        });
        expect(view.statusCode).toBe(200);
      }
      const stored = async () =>
        (
          await a.database.db
            .selectFrom('posts')
            .select('view_count')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).view_count;
      await expect.poll(stored).toBe(1);
      // Several flushes later, still one.
      await sleep(500);
      expect(await stored()).toBe(1);
    });
  },
);

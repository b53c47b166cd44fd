import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser, signIn } from '../../../test/users';
import { createRedisRateLimitStore } from '../../lib/redis-rate-limit';
import { waitInKorean } from '../../lib/korean-wait';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';

type Member = Awaited<ReturnType<typeof registerUser>>;

const redisUp = await redisReachable();
if (!redisUp)
  console.warn(`\n[write limits] Redis(${REDIS_URL})가 응답하지 않아 Redis 테스트를 건너뜁니다.\n`);

/** Small limits so a test reaches them in a few calls. */
const limits = {
  RATE_LIMIT: 'on',
  RATE_LIMIT_POSTS: '2/60',
  RATE_LIMIT_POSTS_PER_IP: '3/60',
  RATE_LIMIT_COMMENTS: '2/60,3/600',
  RATE_LIMIT_COMMENTS_PER_IP: '100/60',
  RATE_LIMIT_LIKES: '3/60',
  RATE_LIMIT_REPORTS: '1/60',
};
const BOSS = 'boss@limits.test';

const write = (t: TestApp, who: Member, url: string, payload: object, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who.auth,
    // The client address is the socket's: X-Forwarded-For is ignored without TRUST_PROXY.
    remoteAddress: ip,
    payload,
  });
const newPost = (t: TestApp, who: Member, ip?: string) =>
  write(t, who, '/api/posts', { title: '제목', content: '본문', boardName: 'free' }, ip);

describe('write limits per member and per address', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let boss: Member;
  beforeAll(async () => {
    t = await buildTestApp({ ...limits, ADMIN_EMAIL: BOSS, ADMIN_PASSWORD: 'boss password 12' });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    boss = await signIn(t.app, BOSS, 'boss password 12');
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After and a Korean message once a member went over', async () => {
    expect((await newPost(t, alice, '198.51.100.1')).statusCode).toBe(201);
    expect((await newPost(t, alice, '198.51.100.2')).statusCode).toBe(201);
    const third = await newPost(t, alice, '198.51.100.3');
    expect(third.statusCode).toBe(429);
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(third.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: `글 작성 요청이 너무 많습니다. ${waitInKorean(retryAfter)} 후에 다시 시도해 주세요.`,
    });
  });

  it('limits an address across members', async () => {
    const ip = '192.0.2.50';
    expect((await newPost(t, bob, ip)).statusCode).toBe(201);
    expect((await newPost(t, bob, ip)).statusCode).toBe(201);
    // Bob is at his own limit; the address has one left, which another member on it may use.
    const carol = await registerUser(t.app);
    expect((await newPost(t, carol, ip)).statusCode).toBe(201);
    const fourth = await newPost(t, carol, ip);
    expect(fourth.statusCode).toBe(429);
  });

  it('counts comments, likes and reports on their own limits; every rule must hold', async () => {
    const dave = await registerUser(t.app);
    const post = (await newPost(t, boss)).json() as { id: number };
    const comment = () => write(t, dave, '/api/comments', { postId: post.id, content: '댓글' });
    expect((await comment()).statusCode).toBe(201);
    expect((await comment()).statusCode).toBe(201);
    const over = await comment();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^댓글 작성 요청이 너무 많습니다/);

    for (let i = 0; i < 3; i += 1) {
      expect(
        (await write(t, dave, `/api/like/post/${post.id}?status=${i % 2}`, {})).statusCode,
      ).toBe(200);
    }
    expect((await write(t, dave, `/api/like/post/${post.id}?status=1`, {})).statusCode).toBe(429);

    const report = (targetId: number) =>
      write(t, dave, '/api/reports', { targetType: 'USER', targetId, reason: 'SPAM' });
    expect((await report(alice.user.id)).statusCode).toBe(201);
    expect((await report(bob.user.id)).statusCode).toBe(429);
  });

  it('does not limit operators', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await newPost(t, boss, '192.0.2.99')).statusCode).toBe(201);
  });

  it('answers a restricted member 403 before any limit', async () => {
    const erin = await registerUser(t.app, {}).catch(() => null);
    // Registration has its own limit per address (5 an hour); this app has used it up by now.
    const member = erin ?? alice;
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', member.user.id)
      .execute();
    // Changed behind the server's back: it would trust its memory of the member for a while.
    await t.app.forgetMember(member.user.id);
    for (let i = 0; i < 4; i += 1) {
      const res = await newPost(t, member, '192.0.2.200');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('RESTRICTED');
    }
  });

  it('is off with RATE_LIMIT=off', async () => {
    const off = await buildTestApp({ ...limits, RATE_LIMIT: 'off' });
    try {
      const member = await registerUser(off.app);
      for (let i = 0; i < 5; i += 1) expect((await newPost(off, member)).statusCode).toBe(201);
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')(
  'write limits shared through Redis',
  () => {
    const prefix = uniqueRedisPrefix();

    it('counts in one Redis window per key, with the time left', async () => {
      const store = await createRedisRateLimitStore({ url: REDIS_URL, prefix });
      try {
        const first = await store.hit('k', 5_000);
        const second = await store.hit('k', 5_000);
        expect([first.count, second.count]).toEqual([1, 2]);
        expect(second.resetAt - Date.now()).toBeGreaterThan(3_000);
        expect(second.resetAt - Date.now()).toBeLessThanOrEqual(5_000);
        expect((await store.hit('other', 5_000)).count).toBe(1);
      } finally {
        await store.close();
      }
    });

    it('falls back to counting in memory while Redis cannot be reached', async () => {
      const store = await createRedisRateLimitStore({ url: 'redis://127.0.0.1:1', prefix });
      try {
        expect((await store.hit('k', 60_000)).count).toBe(1);
        expect((await store.hit('k', 60_000)).count).toBe(2);
      } finally {
        await store.close();
      }
    });

    it('keeps deployments with another prefix apart', async () => {
      const mine = await createRedisRateLimitStore({ url: REDIS_URL, prefix: `${prefix}a:` });
      const theirs = await createRedisRateLimitStore({ url: REDIS_URL, prefix: `${prefix}b:` });
      try {
        await mine.hit('k', 5_000);
        expect((await mine.hit('k', 5_000)).count).toBe(2);
        expect((await theirs.hit('k', 5_000)).count).toBe(1);
      } finally {
        await Promise.all([mine.close(), theirs.close()]);
      }
    });

    it('shares the limits between two server instances', { timeout: 180_000 }, async () => {
      const env = { ...limits, REDIS_URL, REDIS_PREFIX: `${prefix}shared:` };
      const a = await buildTestApp(env);
      const b = await buildTestApp(env).catch(async (error: unknown) => {
        await a.close();
        throw error;
      });
      try {
        // Each instance has its own fresh database here, so the first member has the same id on
        // both: the same member, as far as the shared Redis keys go.
        const onA = await registerUser(a.app);
        const onB = await registerUser(b.app);
        expect(onB.user.id).toBe(onA.user.id);
        expect((await newPost(a, onA, '198.18.0.1')).statusCode).toBe(201);
        expect((await newPost(b, onB, '198.18.0.2')).statusCode).toBe(201);
        const third = await newPost(a, onA, '198.18.0.3');
        expect(third.statusCode).toBe(429);
        expect((await newPost(b, onB, '198.18.0.4')).statusCode).toBe(429);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  },
);

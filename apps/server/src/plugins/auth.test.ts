import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerUser, signIn } from '../../test/users';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../test/redis';

type Member = Awaited<ReturnType<typeof registerUser>>;
const BOSS_EMAIL = 'boss@session-cache.test';
const BOSS_PASSWORD = 'boss password 12';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const writePost = (t: TestApp, who: Member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title: '세션 캐시', content: '본문', type: 'TEXT', boardName: 'free' },
  });
const me = (t: TestApp, who: Member) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: who.auth });
const asBoss = (t: TestApp, boss: Member, method: 'POST' | 'PUT', url: string, payload = {}) =>
  t.app.inject({ method, url, headers: boss.auth, payload });

describe('the member behind a token, kept in memory (SESSION_CACHE_SECONDS)', () => {
  let t: TestApp;
  let boss: Member;
  beforeAll(async () => {
    // A minute: long enough that only an invalidation can explain a change seen within a test.
    t = await buildTestApp({
      ADMIN_EMAIL: BOSS_EMAIL,
      ADMIN_PASSWORD: BOSS_PASSWORD,
      SESSION_CACHE_SECONDS: '60',
    });
    boss = await signIn(t.app, BOSS_EMAIL, BOSS_PASSWORD);
  });
  afterAll(async () => t.close());

  it('sees a restriction and its lifting at once', async () => {
    const member = await registerUser(t.app);
    expect((await me(t, member)).statusCode).toBe(200);
    const restrict = await asBoss(t, boss, 'POST', `/api/admin/users/${member.user.id}/restrict`, {
      until: inDays(3),
      reason: '도배',
    });
    expect(restrict.statusCode).toBe(200);
    expect((await writePost(t, member)).statusCode).toBe(403);
    const lift = await asBoss(t, boss, 'POST', `/api/admin/users/${member.user.id}/unrestrict`, {
      reason: '해제',
    });
    expect(lift.statusCode).toBe(200);
    expect((await writePost(t, member)).statusCode).toBe(201);
  });

  it('refuses the older tokens at once after a role change or a deletion', async () => {
    const member = await registerUser(t.app);
    expect((await me(t, member)).statusCode).toBe(200);
    const grant = await asBoss(t, boss, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      role: 'ADMIN',
      reason: '운영 참여',
    });
    expect(grant.statusCode).toBe(200);
    expect((await me(t, member)).statusCode).toBe(401);

    const leaving = await registerUser(t.app);
    expect((await me(t, leaving)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: leaving.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(t, leaving)).statusCode).toBe(401);
  });

  it('keeps what it read until forgetMember, even when the row changes behind its back', async () => {
    const member = await registerUser(t.app);
    expect((await me(t, member)).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date(inDays(1)) })
      .where('id', '=', member.user.id)
      .execute();
    // Still the account as read before the change (the write's own invalidation comes after).
    expect((await writePost(t, member)).statusCode).toBe(201);
    await t.app.forgetMember(member.user.id);
    expect((await writePost(t, member)).statusCode).toBe(403);
  });
});

describe('SESSION_CACHE_SECONDS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  it('reads the account on every request', async () => {
    const member = await registerUser(t.app);
    expect((await writePost(t, member)).statusCode).toBe(201);
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date(inDays(1)) })
      .where('id', '=', member.user.id)
      .execute();
    expect((await writePost(t, member)).statusCode).toBe(403);
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')('between instances (Redis)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      ADMIN_EMAIL: BOSS_EMAIL,
      ADMIN_PASSWORD: BOSS_PASSWORD,
      SESSION_CACHE_SECONDS: '60',
    };
    a = await buildTestApp(env);
    // B serves the same database: what A changes, B must stop trusting from memory.
    b = await buildTestApp(env, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('B sees a restriction made on A without waiting for its memory to expire', async () => {
    const boss = await signIn(a.app, BOSS_EMAIL, BOSS_PASSWORD);
    const member = await registerUser(a.app);
    expect((await writePost(b, member)).statusCode).toBe(201);
    const restrict = await asBoss(a, boss, 'POST', `/api/admin/users/${member.user.id}/restrict`, {
      until: inDays(3),
      reason: '도배',
    });
    expect(restrict.statusCode).toBe(200);
    await expect.poll(async () => (await writePost(b, member)).statusCode).toBe(403);
  });
});

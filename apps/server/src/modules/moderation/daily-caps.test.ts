import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser, signIn } from '../../../test/users';

type Member = Awaited<ReturnType<typeof registerUser>>;
const BOSS = 'boss@caps.test';

/** Small caps; RATE_LIMIT=off (the test default) leaves them on. */
const caps = { DAILY_POSTS: '3', DAILY_COMMENTS: '2' };

const newPost = (t: TestApp, who: Member, title = '오늘의 시황') =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content: '코스피가 올랐습니다', boardName: 'free' },
  });
const newComment = (t: TestApp, who: Member, postId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { postId, content: '좋은 글 감사합니다' },
  });
const remaining = async (t: TestApp, who: Member) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/users/me/daily-writes', headers: who.auth })
  ).json();

describe('daily caps (DAILY_POSTS, DAILY_COMMENTS)', () => {
  let a: TestApp;
  let b: TestApp;
  let alice: Member;
  let boss: Member;
  beforeAll(async () => {
    const env = { ...caps, ADMIN_EMAIL: BOSS, ADMIN_PASSWORD: 'boss password 12' };
    a = await buildTestApp(env);
    // A second instance on the same database: the count lives in the database, not in memory.
    b = await buildTestApp(env, { sameDatabaseAs: a });
    alice = await registerUser(a.app);
    boss = await signIn(a.app, BOSS, 'boss password 12');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the post past the cap on any instance with 429, Retry-After and when it reopens', async () => {
    expect(await remaining(a, alice)).toMatchObject({
      posts: { limit: 3, used: 0, remaining: 3 },
      comments: { limit: 2, used: 0, remaining: 2 },
    });
    expect((await newPost(a, alice)).statusCode).toBe(201);
    expect((await newPost(b, alice)).statusCode).toBe(201);
    expect((await newPost(a, alice)).statusCode).toBe(201);
    expect((await remaining(b, alice)).posts).toEqual({ limit: 3, used: 3, remaining: 0 });
    const refused = await newPost(b, alice, '남겨야 할 글');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const { resetsAt } = await remaining(a, alice);
    expect(Math.abs(Date.parse(resetsAt) - Date.now() - retryAfter * 1000)).toBeLessThan(5000);
    const opens = new Date(Date.parse(resetsAt) + 9 * 3_600_000);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: `글은 하루 3개까지 쓸 수 있습니다. ${opens.getUTCMonth() + 1}월 ${opens.getUTCDate()}일 0시(한국 시간)부터 다시 쓸 수 있습니다.`,
    });
    // Nothing stored on refusal.
    const mine = await a.app.inject({ method: 'GET', url: `/api/users/${alice.user.id}/posts` });
    expect(mine.json().totalElements).toBe(3);
    expect(JSON.stringify(mine.json())).not.toContain('남겨야 할 글');
  });

  it('counts comments on their own cap, and leaves operators out', async () => {
    const post = (await newPost(a, boss)).json() as { id: number };
    expect((await newComment(a, alice, post.id)).statusCode).toBe(201);
    expect((await newComment(b, alice, post.id)).statusCode).toBe(201);
    const refused = await newComment(a, alice, post.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^댓글은 하루 2개까지 쓸 수 있습니다\./);
    for (let i = 0; i < 4; i++) expect((await newPost(b, boss)).statusCode).toBe(201);
    expect((await remaining(a, boss)).posts).toMatchObject({ limit: null, remaining: null });
  });

  it('turns a cap off with 0', async () => {
    const off = await buildTestApp(
      { DAILY_POSTS: '0', DAILY_COMMENTS: '1' },
      { sameDatabaseAs: a },
    );
    try {
      expect((await newPost(off, alice)).statusCode).toBe(201);
      expect((await remaining(off, alice)).posts).toMatchObject({ limit: null, used: 4 });
      expect((await remaining(off, alice)).comments).toMatchObject({ limit: 1, remaining: 0 });
    } finally {
      await off.close();
    }
  });

  it('asks for a sign-in', async () => {
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/users/me/daily-writes' })).statusCode,
    ).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../test/redis';
import { registerUser } from '../../test/users';

/**
 * A member's own marks kept in memory for their lists (plugins/viewer-marks.ts): their own writes
 * show on their next read at once, on the same instance and on another one sharing Redis.
 */
type Member = Awaited<ReturnType<typeof registerUser>>;
type Page = {
  content: { id: number; userHasliked: boolean; saved: boolean; likeStatus: number }[];
};
const FEED = '/api/boards/free/posts?sort=new&size=20';

async function write(t: TestApp, who: Member, title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content: '본문', type: 'TEXT', boardName: 'free' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}
async function marksOf(t: TestApp, who: Member, id: number) {
  const res = await t.app.inject({ method: 'GET', url: FEED, headers: who.auth });
  expect(res.statusCode).toBe(200);
  const post = res.json<Page>().content.find((p) => p.id === id)!;
  return { liked: post.userHasliked, saved: post.saved, likeStatus: post.likeStatus };
}
async function post(t: TestApp, who: Member, url: string, payload?: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: who.auth, payload });
  expect(res.statusCode).toBeLessThan(300);
}

describe('a member’s marks kept in memory (one instance)', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '30' });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  it('are read once, and the member’s own like, save and dislike show at once', async () => {
    const id = await write(t, alice, '표시 하나');
    expect(await marksOf(t, bob, id)).toEqual({ liked: false, saved: false, likeStatus: 0 });
    // A like written behind the server's back is not seen while bob's marks are kept…
    await t.database.db
      .insertInto('post_likes')
      .values({ post_id: id, user_id: bob.user.id })
      .execute();
    expect(await marksOf(t, bob, id)).toMatchObject({ liked: false });
    // …and any write of his reads them again (here: his save).
    await post(t, bob, `/api/posts/${id}/save`);
    expect(await marksOf(t, bob, id)).toEqual({ liked: true, saved: true, likeStatus: 1 });
    await post(t, bob, `/api/like/post/${id}?status=-1`);
    expect(await marksOf(t, bob, id)).toEqual({ liked: false, saved: true, likeStatus: -1 });
    await post(t, bob, `/api/like/post/${id}?status=1`);
    expect(await marksOf(t, bob, id)).toEqual({ liked: true, saved: true, likeStatus: 1 });
    // The member's own validator: 304 while nothing changed, a new one after their write.
    const first = await t.app.inject({ method: 'GET', url: FEED, headers: bob.auth });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: FEED,
      headers: { ...bob.auth, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await post(t, bob, `/api/like/post/${id}?status=0`);
    const changed = await t.app.inject({
      method: 'GET',
      url: FEED,
      headers: { ...bob.auth, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // Another member's marks are their own.
    expect(await marksOf(t, alice, id)).toEqual({ liked: false, saved: false, likeStatus: 0 });
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('a member’s marks kept in memory (two instances, Redis)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix, RESPONSE_CACHE_SECONDS: '30' };
    a = await buildTestApp(env);
    b = await buildTestApp(env, { sameDatabaseAs: a });
    alice = await registerUser(a.app);
    bob = await registerUser(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('show the member’s write on A at once in their next read on B', async () => {
    const id = await write(a, alice, '두 서버 표시');
    const other = await write(a, alice, '두 서버 다른 글');
    expect(await marksOf(b, bob, id)).toEqual({ liked: false, saved: false, likeStatus: 0 });
    await post(a, bob, `/api/like/post/${id}?status=1`);
    expect(await marksOf(b, bob, id)).toEqual({ liked: true, saved: false, likeStatus: 1 });
    await post(a, bob, `/api/posts/${id}/save`);
    expect(await marksOf(b, bob, id)).toEqual({ liked: true, saved: true, likeStatus: 1 });
    await post(a, bob, `/api/like/post/${id}?status=0`);
    expect(await marksOf(b, bob, id)).toEqual({ liked: false, saved: true, likeStatus: 0 });
    // A block on A: B renders the list for him, without her posts.
    await post(a, bob, '/api/users/me/blocks', { userId: alice.user.id });
    const res = await b.app.inject({ method: 'GET', url: FEED, headers: bob.auth });
    expect(res.json<Page>().content.map((p) => p.id)).not.toContain(other);
  });
});

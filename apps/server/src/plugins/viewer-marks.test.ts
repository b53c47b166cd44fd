import { sql } from 'kysely';
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

async function write(t: TestApp, who: Member, title: string, boardName = 'free') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content: '본문', type: 'TEXT', boardName },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}
async function marksOf(t: TestApp, who: Member, id: number, url = FEED) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
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

describe('a member’s marks kept as a whole (one instance)', () => {
  let t: TestApp;
  let alice: Member;
  beforeAll(async () => {
    t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '30' });
    alice = await registerUser(t.app);
  });
  afterAll(async () => t.close());
  const STOCK = '/api/boards/stock/posts?sort=new&size=20';
  /** Likes written behind the server's back: only a read of the database can see them. */
  const likeBehind = (userId: number, postIds: number[]) =>
    t.database.db
      .insertInto('post_likes')
      .values(postIds.map((post_id) => ({ post_id, user_id: userId })))
      .execute();

  it('are read once, all of them: a list the member never opened asks the database nothing', async () => {
    const dave = await registerUser(t.app);
    const here = await write(t, alice, '자유 글');
    const liked = await write(t, alice, '좋아한 주식 글', 'stock');
    await likeBehind(dave.user.id, [liked]);
    // His first list reads every post he marked, also those of boards he has not opened yet…
    expect(await marksOf(t, dave, here)).toEqual({ liked: false, saved: false, likeStatus: 0 });
    expect(await marksOf(t, dave, liked, STOCK)).toMatchObject({ liked: true });
    // …so a post he was never shown asks nothing: a like written behind the server's back on it
    // is not seen,
    const there = await write(t, alice, '주식 글', 'stock');
    await likeBehind(dave.user.id, [there]);
    expect(await marksOf(t, dave, there, STOCK)).toMatchObject({ liked: false });
    // until any write of his reads them again.
    await post(t, dave, `/api/posts/${here}/save`);
    expect(await marksOf(t, dave, there, STOCK)).toMatchObject({ liked: true });
    expect(await marksOf(t, dave, here)).toEqual({ liked: false, saved: true, likeStatus: 0 });
  });

  it('of a member who marked more than a thousand posts are read page by page', async () => {
    const erin = await registerUser(t.app);
    const old = await sql<{ id: number }>`
      INSERT INTO posts (board_id, author_id, type, title, content, created_at)
      SELECT b.id, ${alice.user.id}, 'TEXT', '오래된 글 ' || n, '본문',
             now() - interval '30 days' + n * interval '1 second'
        FROM boards b, generate_series(1, 1001) AS n
       WHERE b.name = 'stock'
      RETURNING id`.execute(t.database.db);
    await likeBehind(
      erin.user.id,
      old.rows.map((r) => Number(r.id)),
    );
    const fresh = await write(t, alice, '새 주식 글', 'stock');
    expect(await marksOf(t, erin, fresh, STOCK)).toMatchObject({ liked: false });
    // Too many to keep whole: a post he was never shown is read when it first shows…
    const next = await write(t, alice, '그다음 주식 글', 'stock');
    await likeBehind(erin.user.id, [next]);
    expect(await marksOf(t, erin, next, STOCK)).toMatchObject({ liked: true });
    // …and the posts already shown are kept as they were read.
    await likeBehind(erin.user.id, [fresh]);
    expect(await marksOf(t, erin, fresh, STOCK)).toMatchObject({ liked: false });
    await post(t, erin, `/api/posts/${fresh}/save`);
    expect(await marksOf(t, erin, fresh, STOCK)).toEqual({
      liked: true,
      saved: true,
      likeStatus: 1,
    });
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

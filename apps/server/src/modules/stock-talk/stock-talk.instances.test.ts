import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { registerUser } from '../../../test/users';

const redisUp = await redisReachable();

interface Ranked {
  stockCode: string;
  posts: number;
  comments: number;
}

// 토론 많은 종목 is counted again at most every 30 s on each instance: a mention written on another
// instance reaches it through the response cache's invalidations (Redis), not after those 30 s.
describe.skipIf(!redisUp)('토론 많은 종목 between instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix() };
    a = await buildTestApp(env);
    // B serves the same database: what A writes, B must stop reusing from memory.
    b = await buildTestApp(env, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const samsungOn = async (t: TestApp) => {
    const res = await t.app.inject({ url: '/api/stock/discussed?period=day' });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as Ranked[]).find((r) => r.stockCode === '005930');
    return row ? { posts: row.posts, comments: row.comments } : null;
  };

  it('B counts again at once after a mention is written or removed on A', async () => {
    const member = await registerUser(a.app, { nickname: '두서버' });
    const post = await a.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '두 서버', content: '$삼성전자 이야기', boardName: 'stock' },
    });
    expect(post.statusCode).toBe(201);
    const postId = post.json<{ id: number }>().id;
    expect(await samsungOn(b)).toEqual({ posts: 1, comments: 0 });

    // Changed behind the app's back, B keeps the counts it read (its 30 s)…
    await sql`UPDATE post_stocks SET post_created_at = now() - interval '3 days'
               WHERE post_id = ${postId}`.execute(a.database.db);
    expect(await samsungOn(b)).toEqual({ posts: 1, comments: 0 });

    // …until a mention is written on A: a comment, then its deletion.
    const comment = await a.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: member.auth,
      payload: { postId, content: '$삼성전자 댓글' },
    });
    expect(comment.statusCode).toBe(201);
    await expect.poll(() => samsungOn(b)).toEqual({ posts: 0, comments: 1 });
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/comments/${comment.json<{ id: number }>().id}`,
      headers: member.auth,
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => samsungOn(b)).toBeNull();

    // A post written on A is in B's ranking at once too.
    const again = await a.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '두 서버 다시', content: '$005930 다시', boardName: 'stock' },
    });
    expect(again.statusCode).toBe(201);
    await expect.poll(() => samsungOn(b)).toEqual({ posts: 1, comments: 0 });
  });
});

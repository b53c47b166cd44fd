import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { registerUser } from '../users';
import { verify } from './verify';
import { Ledger } from './writers';

// verify() opens the database a second time, which PostgreSQL allows and an in-memory PGlite not.
describe.skipIf(process.env.TEST_DB !== 'postgres')('the crash and fault suites’ checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('counts the likes still waiting in post_reaction_deltas as the product reads them', async () => {
    const author = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '세어 볼 글', content: '내용', boardName: 'free' },
    });
    expect(created.statusCode).toBe(201);
    const postId = (created.json() as { id: number }).id;
    // A like whose delta is not folded yet (another like of the post was folding): its row and
    // delta are there, posts.like_count is not moved.
    await sql`INSERT INTO post_likes (user_id, post_id) VALUES (${author.user.id}, ${postId})`.execute(
      t.database.db,
    );
    await sql`INSERT INTO post_reaction_deltas (post_id, likes, dislikes) VALUES (${postId}, 1, 0)`.execute(
      t.database.db,
    );
    const ledger = new Ledger();
    ledger.posts.add(postId);
    ledger.postLikes.set(`${author.user.id}:${postId}`, true);
    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    expect(await verify(t.config.database, ledger)).toEqual([]);
    // And a count that is really wrong is still found.
    await sql`DELETE FROM post_likes WHERE post_id = ${postId}`.execute(t.database.db);
    expect(await verify(t.config.database, ledger)).toContain(
      `posts.like_count of ${postId}: stored 1, rows 0`,
    );
  });
});

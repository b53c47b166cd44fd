import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { hotScore } from '../../lib/hot-score';
import { openDatabase, type Db } from '../client';
import { migrate } from '../migrate';
import { DEMO_POSTS, DEMO_USERS, countComments } from './demo-content';
import { seedDemo, type SeedResult } from './seed-demo';

const NOW = new Date('2025-06-15T09:00:00.000Z');
const DAY = 86_400_000;
const publicDir = new URL('../../../../web/public', import.meta.url);

/** Runs a count query that names its column `n`. */
async function count(database: Db, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(database.db);
  return Number(rows[0]?.n);
}

/** Row counts of every seeded table and the sum of every counter. */
async function snapshot(database: Db) {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*) FROM users) AS users,
      (SELECT count(*) FROM posts) AS posts,
      (SELECT count(*) FROM comments) AS comments,
      (SELECT count(*) FROM post_likes) AS post_likes,
      (SELECT count(*) FROM comment_likes) AS comment_likes,
      (SELECT count(*) FROM board_subscriptions) AS subscriptions,
      (SELECT coalesce(sum(post_count + subscriber_count), 0) FROM boards) AS board_counters,
      (SELECT coalesce(sum(like_count + comment_count + view_count), 0) FROM posts) AS post_counters,
      (SELECT coalesce(sum(like_count + reply_count), 0) FROM comments) AS comment_counters
  `.execute(database.db);
  return rows[0];
}

describe('seedDemo', () => {
  let testDb: TestDatabase;
  let database: Db;
  let result: SeedResult | null;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.target, 2);
    await migrate(database.pool);
    result = await seedDemo(database.db, NOW);
  }, 30_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('returns the counts it inserted', async () => {
    const comments = DEMO_POSTS.reduce((n, p) => n + countComments(p.comments), 0);
    expect(result).toEqual({ users: DEMO_USERS.length, posts: DEMO_POSTS.length, comments });
    expect(result?.users).toBeGreaterThanOrEqual(6);
    expect(result?.posts).toBeGreaterThanOrEqual(25);
    expect(result?.comments).toBeGreaterThanOrEqual(50);
    const rows = await snapshot(database);
    expect(rows).toMatchObject({
      users: result?.users,
      posts: result?.posts,
      comments: result?.comments,
    });
    expect(rows?.post_likes).toBeGreaterThan(0);
    expect(rows?.comment_likes).toBeGreaterThan(0);
    expect(rows?.subscriptions).toBeGreaterThan(0);
  });

  it('keeps every board counter equal to its rows', async () => {
    const wrong = await count(
      database,
      sql`SELECT count(*) AS n FROM boards b
          WHERE b.post_count <> (SELECT count(*) FROM posts p
                                 WHERE p.board_id = b.id AND p.deleted_at IS NULL
                                   AND p.hidden_at IS NULL)
             OR b.subscriber_count <> (SELECT count(*) FROM board_subscriptions s
                                       WHERE s.board_id = b.id)`,
    );
    expect(wrong).toBe(0);
  });

  it('keeps every post counter equal to its rows', async () => {
    const wrong = await count(
      database,
      sql`SELECT count(*) AS n FROM posts p
          WHERE p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
             OR p.comment_count <> (SELECT count(*) FROM comments c
                                    WHERE c.post_id = p.id AND c.deleted_at IS NULL)`,
    );
    expect(wrong).toBe(0);
  });

  it('keeps every comment counter equal to its rows', async () => {
    const wrong = await count(
      database,
      sql`SELECT count(*) AS n FROM comments c
          WHERE c.like_count <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)
             OR c.reply_count <> (SELECT count(*) FROM comments r
                                  WHERE r.parent_id = c.id AND r.deleted_at IS NULL)`,
    );
    expect(wrong).toBe(0);
  });

  it("stores Reddit's hot score of each post's likes and age", async () => {
    const posts = await database.db
      .selectFrom('posts')
      .select(['like_count', 'created_at', 'hot_score'])
      .execute();
    for (const post of posts) {
      expect(post.hot_score).toBeCloseTo(hotScore(post.like_count, post.created_at), 9);
    }
    // Hot order is not simply newest first: likes count.
    const hot = posts.toSorted((a, b) => b.hot_score - a.hot_score).map((p) => p.created_at);
    const newest = posts.toSorted((a, b) => +b.created_at - +a.created_at).map((p) => p.created_at);
    expect(hot).not.toEqual(newest);
  });

  it('gives each built-in board several posts', async () => {
    const boards = await database.db
      .selectFrom('boards')
      .select(['name', 'post_count', 'subscriber_count'])
      .orderBy('id')
      .execute();
    expect(boards.map((b) => b.name)).toEqual(['myeolgong', 'stock', 'free']);
    for (const board of boards) {
      expect(board.post_count).toBeGreaterThanOrEqual(5);
      expect(board.subscriber_count).toBeGreaterThan(0);
    }
  });

  it('has TEXT, LINK and IMAGE posts, each with the fields its type needs', async () => {
    const posts = await database.db
      .selectFrom('posts')
      .select(['type', 'title', 'content', 'url', 'image_url', 'video_url', 'images'])
      .execute();
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['TEXT', 'LINK', 'IMAGE']));
    expect(posts.filter((p) => p.type === 'TEXT').length).toBeGreaterThan(posts.length / 2);
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(0);
      expect(post.title.length).toBeLessThanOrEqual(300);
      expect(post.content.trim()).not.toBe('');
      if (post.type === 'LINK') {
        const url = new URL(post.url ?? '');
        expect(url.protocol).toBe('https:');
        const youtube = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(url.href);
        expect(post.video_url).toBe(youtube ? post.url : null);
        expect(post.images).toEqual([]);
      } else if (post.type === 'IMAGE') {
        expect(post.images.length).toBeGreaterThanOrEqual(1);
        expect(post.images.length).toBeLessThanOrEqual(5);
        expect(post.image_url).toBe(post.images[0]);
        for (const image of post.images) {
          expect(image).toMatch(/^\/demo\/images\/[a-z0-9-]+\.svg$/);
          expect(existsSync(new URL(`.${image}`, `${publicDir.href}/`)), image).toBe(true);
        }
      } else {
        expect([post.url, post.image_url, post.video_url, post.images]).toEqual([
          null,
          null,
          null,
          [],
        ]);
      }
    }
    expect(posts.some((p) => p.video_url !== null)).toBe(true);
  });

  it('threads replies under comments of the same post, some two levels deep', async () => {
    const replies = await count(
      database,
      sql`SELECT count(*) AS n FROM comments WHERE parent_id IS NOT NULL`,
    );
    expect(replies).toBeGreaterThan(10);
    const deep = await count(
      database,
      sql`SELECT count(*) AS n FROM comments c JOIN comments p ON p.id = c.parent_id
          WHERE p.parent_id IS NOT NULL`,
    );
    expect(deep).toBeGreaterThan(0);
    const misplaced = await count(
      database,
      sql`SELECT count(*) AS n FROM comments c JOIN comments p ON p.id = c.parent_id
          WHERE p.post_id <> c.post_id OR c.created_at <= p.created_at`,
    );
    expect(misplaced).toBe(0);
  });

  it('dates everything in the ten days before now, in order', async () => {
    const since = new Date(NOW.getTime() - 10 * DAY);
    const outside = await count(
      database,
      sql`SELECT count(*) AS n FROM posts
          WHERE created_at < ${since} OR created_at > ${NOW} OR updated_at <> created_at`,
    );
    expect(outside).toBe(0);
    const early = await count(
      database,
      sql`SELECT
            (SELECT count(*) FROM comments c JOIN posts p ON p.id = c.post_id
             WHERE c.created_at <= p.created_at OR c.created_at > ${NOW})
          + (SELECT count(*) FROM post_likes l JOIN posts p ON p.id = l.post_id
             WHERE l.created_at < p.created_at OR l.created_at > ${NOW})
          + (SELECT count(*) FROM comment_likes l JOIN comments c ON c.id = l.comment_id
             WHERE l.created_at < c.created_at OR l.created_at > ${NOW})
          + (SELECT count(*) FROM users WHERE created_at > ${since}) AS n`,
    );
    expect(early).toBe(0);
    const days = await count(
      database,
      sql`SELECT count(DISTINCT date_trunc('day', created_at)) AS n FROM posts`,
    );
    expect(days).toBeGreaterThanOrEqual(7);
  });

  it('seeds plausible members who never like their own writing', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'nickname', 'password_hash', 'google_sub', 'role', 'deleted_at'])
      .execute();
    for (const user of users) {
      expect(user.email).toMatch(/^[a-z0-9]+@example\.com$/);
      expect([...(user.nickname ?? '')].length).toBeGreaterThanOrEqual(2);
      expect([...(user.nickname ?? '')].length).toBeLessThanOrEqual(10);
      expect(user.nickname).not.toMatch(/^(user|사용자)/i);
      expect(user).toMatchObject({
        password_hash: null,
        google_sub: null,
        role: 'USER',
        deleted_at: null,
      });
    }
    const selfLikes = await count(
      database,
      sql`SELECT
            (SELECT count(*) FROM post_likes l JOIN posts p ON p.id = l.post_id
             WHERE l.user_id = p.author_id)
          + (SELECT count(*) FROM comment_likes l JOIN comments c ON c.id = l.comment_id
             WHERE l.user_id = c.author_id) AS n`,
    );
    expect(selfLikes).toBe(0);
  });

  it('does nothing when called again', async () => {
    const before = await snapshot(database);
    expect(await seedDemo(database.db)).toBeNull();
    expect(await seedDemo(database.db, NOW)).toBeNull();
    expect(await snapshot(database)).toEqual(before);
  });
});

describe('seedDemo on a database with a member already', () => {
  let testDb: TestDatabase;
  let database: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.target, 2);
    await migrate(database.pool);
  }, 30_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('leaves it alone', async () => {
    await database.db
      .insertInto('users')
      .values({
        email: 'owner@example.com',
        password_hash: null,
        google_sub: null,
        nickname: '운영자',
        profile_image: null,
        restricted_until: null,
        updated_at: NOW,
        deleted_at: null,
      })
      .execute();
    expect(await seedDemo(database.db, NOW)).toBeNull();
    expect(await snapshot(database)).toMatchObject({ users: 1, posts: 0, comments: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { queryTokens } from '../apps/server/src/lib/search-tokens';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/database';
import { closeDatabase, generate, type GenerateSummary } from './generate';
import { fingerprint, verify } from './verify';

// A fixed anchor keeps the data identical from run to run (and in the past, as verify wants).
const options = {
  posts: 2_000,
  likes: 10_000,
  users: 200,
  comments: 3_000,
  seed: 1,
  now: new Date('2025-06-01T12:00:00Z'),
  log: () => undefined,
};

async function fresh(): Promise<{ test: TestDatabase; database: Db }> {
  const test = await createTestDatabase();
  return { test, database: await openDatabase(test.target, 2) };
}

describe('bench data generator', () => {
  let test: TestDatabase;
  let database: Db;
  let summary: GenerateSummary;

  beforeAll(async () => {
    ({ test, database } = await fresh());
    summary = await generate({ database, ...options });
  }, 180_000);

  afterAll(async () => {
    if (database) await closeDatabase(database);
    await test?.drop();
  });

  it('writes the requested rows, every counter already equal to its rows', () => {
    expect(summary.counts).toMatchObject({
      users: 200,
      boards: 3,
      posts: 2_000,
      post_likes: 10_000,
      comments: 3_000,
      comment_likes: 1_500,
    });
    expect(summary.counts.saved_posts).toBeGreaterThan(500);
    expect(summary.counts.board_subscriptions).toBeGreaterThan(100);
    // The final UPDATEs found nothing to fix on posts and comments; only the boards' counters
    // are set there.
    expect(summary.reconciled).toEqual({
      'posts.like_count': 0,
      'posts.comment_count': 0,
      'comments.reply_count+like_count': 0,
      boards: 3,
    });
  });

  it('passes verify: counters, hot scores, search tokens, dates, indexes and foreign keys', async () => {
    const result = await verify(database, { tokenSample: 0, log: () => undefined });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.checks.length).toBeGreaterThanOrEqual(15);
  }, 60_000);

  it('spreads posts over the boards and types, and likes with a heavy tail', async () => {
    const { rows } = await database.pool.query<{
      boards: number;
      types: string[];
      max_likes: number;
      median_likes: number;
      replies: number;
      link_urls: number;
      image_posts: number;
    }>(
      `SELECT count(DISTINCT board_id)::int AS boards,
         array_agg(DISTINCT type ORDER BY type) AS types,
         max(like_count) AS max_likes,
         percentile_disc(0.5) WITHIN GROUP (ORDER BY like_count) AS median_likes,
         (SELECT count(*)::int FROM comments WHERE parent_id IS NOT NULL) AS replies,
         count(*) FILTER (WHERE type = 'LINK' AND url LIKE 'https://%')::int AS link_urls,
         count(*) FILTER (WHERE type = 'IMAGE' AND cardinality(images) > 0 AND image_url = images[1])::int AS image_posts
       FROM posts`,
    );
    const stats = rows[0]!;
    expect(stats.boards).toBe(3);
    expect(stats.types).toEqual(['IMAGE', 'LINK', 'TEXT']);
    expect(stats.max_likes).toBeGreaterThan(20 * stats.median_likes);
    expect(stats.median_likes).toBeLessThanOrEqual(5);
    expect(stats.replies).toBeGreaterThan(300);
    expect(stats.link_urls).toBeGreaterThan(10);
    expect(stats.image_posts).toBeGreaterThan(10);
  });

  it('finds Korean words through the search tokens as a LIKE scan does', async () => {
    for (const word of ['삼성전자', '배당', '안보', '커피']) {
      const { rows } = await database.pool.query<{ tokens: number; scan: number }>(
        `SELECT (SELECT count(*)::int FROM posts WHERE search_tokens @> $1::text[]
                   AND lower(title || ' ' || content) LIKE $2) AS tokens,
                (SELECT count(*)::int FROM posts WHERE lower(title || ' ' || content) LIKE $2) AS scan`,
        [queryTokens(word), `%${word}%`],
      );
      expect(rows[0]!.scan).toBeGreaterThan(0);
      expect(rows[0]!.tokens).toBe(rows[0]!.scan);
    }
  });

  it('mentions stocks in a realistic share of posts, 삼성전자 the most, text and rows agreeing', async () => {
    const { rows } = await database.pool.query<{
      board: string;
      posts: string;
      mentioning: string;
    }>(
      `SELECT b.name AS board, count(*) AS posts,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM post_stocks ps WHERE ps.post_id = p.id AND ps.position IS NOT NULL))
                AS mentioning
         FROM posts p JOIN boards b ON b.id = p.board_id GROUP BY b.name`,
    );
    const share = (board: string) => {
      const row = rows.find((r) => r.board === board)!;
      return Number(row.mentioning) / Number(row.posts);
    };
    expect(share('stock')).toBeGreaterThan(0.3);
    expect(share('stock')).toBeLessThan(0.5);
    expect(share('free')).toBeLessThan(0.1);
    const top = await database.pool.query<{ stock_code: string }>(
      'SELECT stock_code FROM post_stocks GROUP BY stock_code ORDER BY count(*) DESC LIMIT 1',
    );
    expect(top.rows[0]?.stock_code).toBe('005930');
    const unmatched = await database.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM post_stocks ps JOIN posts p ON p.id = ps.post_id
        WHERE ps.position IS NOT NULL AND position(('$' || ps.stock_name) IN p.content) = 0`,
    );
    expect(Number(unmatched.rows[0]!.n)).toBe(0);
  });

  it('mentions stocks in comments too: the 투자 board most, posts entering 종목토론 by them', async () => {
    const { rows } = await database.pool.query<{
      board: string;
      comments: string;
      mentioning: string;
    }>(
      `SELECT b.name AS board, count(*) AS comments,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM comment_stocks cs WHERE cs.comment_id = c.id))
                AS mentioning
         FROM comments c JOIN posts p ON p.id = c.post_id JOIN boards b ON b.id = p.board_id
        WHERE c.deleted_at IS NULL AND p.deleted_at IS NULL
        GROUP BY b.name`,
    );
    const share = (board: string) => {
      const row = rows.find((r) => r.board === board)!;
      return Number(row.mentioning) / Number(row.comments);
    };
    expect(share('stock')).toBeGreaterThan(0.06);
    expect(share('stock')).toBeLessThan(0.2);
    expect(share('free')).toBeLessThan(0.03);
    const byComment = await database.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM post_stocks WHERE position IS NULL',
    );
    expect(Number(byComment.rows[0]!.n)).toBeGreaterThan(0);
    // verify.ts checks that every row agrees with its comment's text and with the app's rules.
  });

  it('makes the same data for the same seed and anchor', async () => {
    const other = await fresh();
    try {
      await generate({ database: other.database, ...options });
      expect(await fingerprint(other.database)).toBe(await fingerprint(database));
    } finally {
      await closeDatabase(other.database);
      await other.test.drop();
    }
  }, 180_000);

  it('verify reports a counter that no longer matches its rows', async () => {
    // The most liked post: one like more moves its hot score too (0 → 1 like would not).
    const { rows } = await database.pool.query<{ id: number }>(
      'SELECT id FROM posts ORDER BY like_count DESC, id LIMIT 1',
    );
    const id = rows[0]!.id;
    await database.pool.query('UPDATE posts SET like_count = like_count + 1 WHERE id = $1', [id]);
    await database.pool.query('UPDATE boards SET post_count = post_count + 1 WHERE id = 2');
    try {
      const result = await verify(database, { tokenSample: 10, log: () => undefined });
      expect(result.ok).toBe(false);
      expect(result.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
        'posts.like_count = post_likes rows',
        'boards.post_count and subscriber_count',
        'hot_score = SQL hot_score(like_count, created_at)',
        'hot_score = hotScore(like_count, created_at)',
      ]);
    } finally {
      await database.pool.query('UPDATE posts SET like_count = like_count - 1 WHERE id = $1', [id]);
      await database.pool.query('UPDATE boards SET post_count = post_count - 1 WHERE id = 2');
    }
    expect((await verify(database, { tokenSample: 10, log: () => undefined })).ok).toBe(true);
  }, 60_000);
});

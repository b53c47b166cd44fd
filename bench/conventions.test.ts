import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../apps/server/test/database';
import { BOARD_NOTICES, SITE_NOTICES, markConventions } from './conventions';
import { closeDatabase } from './generate';

describe('the bench’s notices and 개념글 (conventions.ts)', () => {
  let test: TestDatabase;
  let database: Db;

  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openDatabase(test.target, 2);
    await migrate(database.pool);
    const { pool } = database;
    await pool.query(`INSERT INTO users (email, nickname) VALUES ('bench@example.test', '벤치')`);
    // 1,200 posts on each of the stock and free boards, one an hour; every 50th well liked, every
    // 100th of those held back by its dislikes.
    await pool.query(
      `INSERT INTO posts (board_id, author_id, type, title, content, like_count, dislike_count,
                          created_at, updated_at)
       SELECT b.id, (SELECT id FROM users LIMIT 1), 'TEXT', '글 ' || i, '본문',
              CASE WHEN i % 50 = 0 THEN 12 ELSE i % 10 END,
              CASE WHEN i % 100 = 0 THEN 5 ELSE 0 END,
              now() - i * interval '1 hour', now() - i * interval '1 hour'
         FROM boards b, generate_series(1, 1200) AS i
        WHERE b.name IN ('stock', 'free')`,
    );
  }, 180_000);

  afterAll(async () => {
    if (database) await closeDatabase(database);
    await test?.drop();
  });

  it('marks notices past the newest posts and 개념글 by the rule, once', async () => {
    const first = await markConventions(database.pool);
    expect(first).toEqual({ notices: BOARD_NOTICES + SITE_NOTICES, best: 2 * 12 });
    const { rows } = await database.pool.query<{ name: string; notice: string; n: string }>(
      `SELECT b.name, p.notice, count(*) AS n FROM posts p
         JOIN boards b ON b.id = p.board_id WHERE p.notice IS NOT NULL
        GROUP BY b.name, p.notice ORDER BY b.name`,
    );
    expect(rows.map((r) => [r.name, r.notice, Number(r.n)])).toEqual([
      ['free', 'site', SITE_NOTICES],
      ['stock', 'board', BOARD_NOTICES],
    ]);
    const newest = await database.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM posts WHERE notice IS NOT NULL AND created_at > now() - interval '1000 hours'`,
    );
    expect(Number(newest.rows[0]!.n)).toBe(0);
    const held = await database.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM posts WHERE best_at IS NOT NULL AND dislike_count > 0`,
    );
    expect(Number(held.rows[0]!.n)).toBe(0);

    expect(await markConventions(database.pool)).toEqual({ notices: 0, best: 0 });
  });
});

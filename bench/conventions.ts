/**
 * The community conventions of issue 22 that bench/generate.ts does not write: notices (공지) and
 * 개념글 (best_at). Marked straight into the database before the server starts (as the hot thread
 * of notifications.ts), so that the rows 'notices stock' and 'best p1' time real answers. The
 * generator's data set is left as it is (it is rebuilt only on a version bump): these marks are
 * idempotent, and a second run changes nothing.
 */
import type pg from 'pg';
import { DEFAULT_BEST_LIKES } from '../apps/server/src/config';

/** Board notices on the stock board, and site-wide notices (on the free board). */
export const BOARD_NOTICES = 3;
export const SITE_NOTICES = 2;
/**
 * Notices are older posts, past the newest ones the write rows touch (run.ts: the 200 newest of
 * the stock board).
 */
const NOTICE_DEPTH = 1_000;

interface ConventionMarks {
  notices: number;
  best: number;
}

/** Up to `wanted` notices of `scope` on `board`, counting those already there. */
async function markNotices(pool: pg.Pool, board: string, scope: 'board' | 'site', wanted: number) {
  const result = await pool.query(
    `WITH b AS (SELECT id FROM boards WHERE name = $1),
          have AS (SELECT count(*)::int AS n FROM posts p, b
                    WHERE p.notice = $2 AND p.deleted_at IS NULL
                      AND ($2 = 'site' OR p.board_id = b.id)),
          pick AS (
            SELECT p.id, row_number() OVER (ORDER BY p.created_at DESC, p.id DESC) AS k
              FROM posts p, b
             WHERE p.board_id = b.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL
               AND p.notice IS NULL
             ORDER BY p.created_at DESC, p.id DESC
            OFFSET $4 LIMIT greatest($3 - (SELECT n FROM have), 0))
     UPDATE posts p SET notice = $2, noticed_at = now() - pick.k * interval '1 day'
       FROM pick WHERE p.id = pick.id`,
    [board, scope, wanted, NOTICE_DEPTH],
  );
  return result.rowCount ?? 0;
}

/**
 * Marks the notices, and makes 개념글 of every live post whose likes meet the rule (its best_at a
 * few hours after it was written, as its likes came), as the server would have. Answers how many
 * posts it marked.
 */
export async function markConventions(pool: pg.Pool): Promise<ConventionMarks> {
  const notices =
    (await markNotices(pool, 'stock', 'board', BOARD_NOTICES)) +
    (await markNotices(pool, 'free', 'site', SITE_NOTICES));
  // The server's rule (meets_best, migration 0025) at its default BEST_LIKES, which the bench
  // keeps. Inlined by the planner: posts_likes_idx reads only the posts at or above it.
  const best = await pool.query(
    `UPDATE posts SET best_at = least(created_at + interval '6 hours', now())
      WHERE deleted_at IS NULL AND best_at IS NULL
        AND meets_best(like_count, dislike_count, $1)`,
    [DEFAULT_BEST_LIKES],
  );
  return { notices, best: best.rowCount ?? 0 };
}

/**
 * The notifications case of `npm run bench` (issue #21 item 6): a hot post whose thread holds
 * comments by 10,000 different members. A new comment, reply or @mention on it must cost what it
 * costs on a quiet post: its notifications go to the post's author, the parent's author and the
 * members it mentions (at most 12 rows, written by the triggers of migration 0013), never to the
 * thread's 10,000 participants (docs/decisions/021-notifications.md 'Bounded cost of a hot post').
 */
import type pg from 'pg';

export const HOT_THREAD_TITLE = '벤치마크 알림 폭주 글';
/** Members with a comment in the hot thread (all of them when the data set has fewer). */
export const HOT_THREAD_MEMBERS = 10_000;

export interface HotThread {
  postId: number;
  /** Nicknames of some of the thread's members, for @mentions. */
  nicknames: string[];
}

/**
 * Finds the hot thread, or writes it straight into the database (before the server starts): a
 * post and one comment by each of HOT_THREAD_MEMBERS generated members, with its comment count.
 * The comment rows go through the triggers as the API's would (10,000 COMMENT notifications for
 * the post's author), so the notifications table is as a hot post leaves it.
 */
export async function hotThread(pool: pg.Pool): Promise<HotThread> {
  const nicknamesOf = async (postId: number) =>
    (
      await pool.query<{ nickname: string }>(
        `SELECT u.nickname FROM comments c JOIN users u ON u.id = c.author_id
          WHERE c.post_id = $1 AND u.nickname IS NOT NULL ORDER BY c.id LIMIT 50`,
        [postId],
      )
    ).rows.map((r) => r.nickname);
  const existing = await pool.query<{ id: string }>(
    `SELECT id FROM posts WHERE title = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [HOT_THREAD_TITLE],
  );
  if (existing.rows[0]) {
    const postId = Number(existing.rows[0].id);
    return { postId, nicknames: await nicknamesOf(postId) };
  }
  const client = await pool.connect();
  let postId: number;
  try {
    await client.query('BEGIN');
    const members = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE deleted_at IS NULL AND nickname IS NOT NULL ORDER BY id LIMIT $1`,
      [HOT_THREAD_MEMBERS + 1],
    );
    // The embedded data set has 2,000 members: its thread has them all.
    if (members.rows.length < 2) throw new Error('the hot thread needs members with a nickname');
    const [author, ...commenters] = members.rows.map((r) => Number(r.id));
    const board = await client.query<{ id: string }>(`SELECT id FROM boards WHERE name = 'free'`);
    const post = await client.query<{ id: string }>(
      `INSERT INTO posts (board_id, author_id, type, title, content, updated_at)
       VALUES ($1, $2, 'TEXT', $3, '스레드 참여자 1만 명의 글', now()) RETURNING id`,
      [board.rows[0]!.id, author, HOT_THREAD_TITLE],
    );
    postId = Number(post.rows[0]!.id);
    await client.query(
      `INSERT INTO comments (post_id, author_id, content, updated_at)
       SELECT $1, a, '이 글 스레드에 참여합니다', now() FROM unnest($2::bigint[]) AS a`,
      [postId, commenters],
    );
    await client.query(
      `UPDATE posts SET comment_count = (SELECT count(*) FROM comments WHERE post_id = $1)
        WHERE id = $1`,
      [postId],
    );
    await client.query(`UPDATE boards SET post_count = post_count + 1 WHERE id = $1`, [
      board.rows[0]!.id,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    // Before any other query: PGlite has one connection.
    client.release();
  }
  return { postId, nicknames: await nicknamesOf(postId) };
}

/**
 * Marks every notification not yet pushed as pushed: the data set's notifications are history
 * (written by the triggers while generating and for the hot thread), and the outbox of migration
 * 0013 would otherwise spend the measured minutes claiming millions of them in batches (it
 * publishes none older than its max age, but claims them all). Answers how many it marked.
 */
export async function markHistoryPushed(pool: pg.Pool): Promise<number> {
  // Since migration 0019 the generator's likes queue their notifications (decision 028) instead
  // of writing them: the history is not news to anyone, so the queue is dropped, not applied.
  const queued = await pool.query('DELETE FROM like_notification_queue');
  if ((queued.rowCount ?? 0) > 0) await pool.query('VACUUM (ANALYZE) like_notification_queue');
  const result = await pool.query(
    'UPDATE notifications SET pushed_at = created_at WHERE pushed_at IS NULL',
  );
  const marked = result.rowCount ?? 0;
  // The outbox's partial index (pushed_at IS NULL) keeps every marked row until a vacuum: each
  // poll of the outbox would walk them (40 ms every 300 ms at 2.5 million).
  if (marked > 0) await pool.query('VACUUM (ANALYZE) notifications');
  return marked;
}

/**
 * The tables the write rows touch, vacuumed before the server starts: autovacuum is off on these
 * machines' PostgreSQL (their CI configuration, conf.d/90-ci.conf), so a bench database used by
 * many runs would carry every earlier run's dead rows (deleted deltas, unliked likes, the folded
 * post row's old versions) into the next run's writes; a real server's autovacuum clears them
 * between bursts. A few seconds on the 1M set.
 */
export async function vacuumWrittenTables(pool: pg.Pool): Promise<void> {
  await pool.query(
    `VACUUM (ANALYZE) posts, post_likes, post_dislikes, post_reaction_deltas, comments,
       comment_likes, notifications, like_notification_queue`,
  );
}

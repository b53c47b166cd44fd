// The checks after a crash or fault run, straight in the database once the writers stopped:
// every acknowledged write is there (and every acknowledged delete is gone), every counter
// equals its rows.
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../../src/db/client';
import type { Ledger } from './writers';

// The checks, straight in the database once the server is stopped.

export async function verify(target: DatabaseTarget, ledger: Ledger): Promise<string[]> {
  const database = await openDatabase(target, 2);
  const problems: string[] = [];
  try {
    const db = database.db;
    const posts = new Map(
      (await db.selectFrom('posts').select(['id', 'deleted_at']).execute()).map((r) => [r.id, r]),
    );
    for (const id of ledger.posts) {
      const row = posts.get(id);
      if (!row) problems.push(`acknowledged post ${id} is missing`);
      else if (ledger.deletedPosts.has(id) && row.deleted_at === null)
        problems.push(`post ${id} was acknowledged as deleted but is not`);
    }
    const comments = new Map(
      (await db.selectFrom('comments').select(['id', 'post_id', 'deleted_at']).execute()).map(
        (r) => [r.id, r],
      ),
    );
    for (const [id, { postId }] of ledger.comments) {
      const row = comments.get(id);
      if (!row) problems.push(`acknowledged comment ${id} is missing`);
      else if (row.post_id !== postId) problems.push(`comment ${id} moved to post ${row.post_id}`);
      else if (ledger.deletedComments.has(id) && row.deleted_at === null)
        problems.push(`comment ${id} was acknowledged as deleted but is not`);
    }
    const likeRows = async (
      table: 'post_likes' | 'comment_likes',
      column: 'post_id' | 'comment_id',
    ) =>
      new Set(
        (
          await db
            .selectFrom(table)
            .select(['user_id', sql<number>`${sql.ref(column)}`.as('target')])
            .execute()
        ).map((r) => `${r.user_id}:${r.target}`),
      );
    const checkStates = (
      name: string,
      ledgerStates: Map<string, boolean | 'unknown'>,
      rows: Set<string>,
    ) => {
      for (const [key, state] of ledgerStates) {
        if (state === 'unknown') continue;
        if (rows.has(key) !== state)
          problems.push(`${name} ${key}: acknowledged ${state}, stored ${rows.has(key)}`);
      }
    };
    checkStates('post like', ledger.postLikes, await likeRows('post_likes', 'post_id'));
    checkStates('comment like', ledger.commentLikes, await likeRows('comment_likes', 'comment_id'));
    const subscriptionRows = new Set(
      (
        await db
          .selectFrom('board_subscriptions as s')
          .innerJoin('boards as b', 'b.id', 's.board_id')
          .select(['s.user_id', 'b.name'])
          .execute()
      ).map((r) => `${r.user_id}:${r.name}`),
    );
    checkStates('subscription', ledger.subscriptions, subscriptionRows);

    // Every counter equals its rows. A post's like count is its column plus the likes not yet
    // folded into it, as every read of the product adds them (post-rows.ts, decision 028).
    const counters = await sql<{ what: string; id: number; stored: number; actual: number }>`
      SELECT 'posts.like_count' AS what, p.id,
             p.like_count + coalesce((SELECT sum(d.likes) FROM post_reaction_deltas d
                                       WHERE d.post_id = p.id), 0)::int AS stored,
             (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)::int AS actual FROM posts p
      UNION ALL
      SELECT 'posts.comment_count', p.id, p.comment_count,
             (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.deleted_at IS NULL AND c.hidden_at IS NULL)::int FROM posts p
      UNION ALL
      SELECT 'comments.like_count', c.id, c.like_count,
             (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)::int FROM comments c
      UNION ALL
      SELECT 'comments.reply_count', c.id, c.reply_count,
             (SELECT count(*) FROM comments r WHERE r.parent_id = c.id AND r.deleted_at IS NULL)::int FROM comments c
      UNION ALL
      SELECT 'boards.post_count', b.id, b.post_count,
             (SELECT count(*) FROM posts p
               WHERE p.board_id = b.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL)::int FROM boards b
      UNION ALL
      SELECT 'boards.subscriber_count', b.id, b.subscriber_count,
             (SELECT count(*) FROM board_subscriptions s WHERE s.board_id = b.id)::int FROM boards b
    `.execute(db);
    for (const c of counters.rows) {
      if (Number(c.stored) !== Number(c.actual))
        problems.push(`${c.what} of ${c.id}: stored ${c.stored}, rows ${c.actual}`);
    }
  } finally {
    await database.close();
  }
  return problems;
}

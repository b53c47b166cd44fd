import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countedLike, inlineFoldDue } from './inline-fold';
import { unfolded } from './post-rows';

/** A member's own marks on posts: like or dislike (with 개념글), save, and their state in lists. */
export function postReactions(db: Kysely<Database>, read: Kysely<Database>) {
  /** One member's like, dislike or neither on a post (setReaction). */
  async function react(postId: number, userId: number, value: -1 | 0 | 1, bestLikes: number) {
    // One statement, one transaction (data-modifying CTEs run whether or not the result reads
    // them); it locks only the member's own like and dislike rows.
    const { rows } = await sql<{ found: number }>`
        WITH post AS (
          SELECT id FROM posts WHERE id = ${postId} AND deleted_at IS NULL
        ), liked AS (
          INSERT INTO post_likes (post_id, user_id)
          SELECT id, ${userId} FROM post WHERE ${value === 1}
          ON CONFLICT DO NOTHING RETURNING 1
        ), unliked AS (
          DELETE FROM post_likes
           WHERE ${value !== 1} AND post_id = ${postId} AND user_id = ${userId}
             AND EXISTS (SELECT 1 FROM post) RETURNING 1
        ), disliked AS (
          INSERT INTO post_dislikes (post_id, user_id)
          SELECT id, ${userId} FROM post WHERE ${value === -1}
          ON CONFLICT DO NOTHING RETURNING 1
        ), undisliked AS (
          DELETE FROM post_dislikes
           WHERE ${value !== -1} AND post_id = ${postId} AND user_id = ${userId}
             AND EXISTS (SELECT 1 FROM post) RETURNING 1
        ), change AS (
          SELECT (SELECT count(*) FROM liked) - (SELECT count(*) FROM unliked) AS likes,
                 (SELECT count(*) FROM disliked) - (SELECT count(*) FROM undisliked) AS dislikes
        ), delta AS (
          INSERT INTO post_reaction_deltas (post_id, likes, dislikes)
          SELECT ${postId}, likes, dislikes FROM change
           WHERE (likes <> 0 OR dislikes <> 0) AND EXISTS (SELECT 1 FROM post)
          RETURNING 1
        )
        SELECT 1 AS found FROM post`.execute(db);
    if (rows.length === 0) return null;
    // The post's row brought up to date (its hot order, its sorts) unless another like is
    // doing it right now (never waits, migration 0019) or this process did within
    // INLINE_FOLD_GAP_MS: a hot post's row then follows its likes a few times a second
    // instead of once per like, and the periodic fold catches up.
    if (inlineFoldDue(postId)) await sql`SELECT fold_post_reactions_of(${postId})`.execute(db);
    // After the commit: every delta committed by then, this one included.
    const counts = await db
      .selectFrom('posts as p')
      .select([
        sql<number>`greatest(p.like_count + ${unfolded('likes')}, 0)`.as('likes'),
        sql<number>`greatest(p.dislike_count + ${unfolded('dislikes')}, 0)`.as('dislikes'),
        'p.best_at',
      ])
      .where('p.id', '=', postId)
      .executeTakeFirst();
    if (!counts) return null;
    let best = counts.best_at !== null;
    if (!best && counts.likes >= bestLikes && counts.likes - counts.dislikes >= bestLikes) {
      await db
        .updateTable('posts')
        .set({ best_at: new Date() })
        .where('id', '=', postId)
        .where('best_at', 'is', null)
        .execute();
      best = true;
    }
    return { likes: counts.likes, dislikes: counts.dislikes, best };
  }

  return {
    /**
     * Sets a member's reaction to a live post: 1 like, -1 dislike (비추천), 0 neither. A member has
     * at most one of the two: setting one removes the other in one transaction, which appends the
     * change of both counters to post_reaction_deltas instead of locking the post (decision 028:
     * 50 members liking one post queued on its row); `foldReactions` moves the deltas into the
     * post. The counts answered are exact: the post's counters plus every committed delta, read
     * after this change committed. The post becomes 개념글 (best_at) the first time its likes reach
     * `bestLikes` ahead of its dislikes by as many, and stays so. Null when there is no such live
     * post.
     */
    setReaction(postId: number, userId: number, value: -1 | 0 | 1, bestLikes: number) {
      return countedLike(postId, () => react(postId, userId, value, bestLikes));
    },

    /**
     * Moves every committed like and dislike delta into its post (counters and hot_score), one
     * folder at a time across instances; answers how many posts changed.
     */
    async foldReactions() {
      const { rows } = await sql<{ n: number }>`SELECT fold_post_reactions() AS n`.execute(db);
      return rows[0]!.n;
    },

    /**
     * What a member's own state adds to posts they see in a list: which of `postIds` they like
     * and saved, and whether they block anyone (their lists then leave authors out). One
     * statement of primary-key probes.
     */
    async viewerState(userId: number, postIds: readonly number[]) {
      const ids = sql`${postIds.map(Number)}::int8[]`;
      const row = await sql<{
        blocks: boolean;
        liked: (string | number)[];
        saved: (string | number)[];
        disliked: (string | number)[];
      }>`
        SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ${userId}) AS blocks,
               ARRAY(SELECT post_id FROM post_likes
                      WHERE post_id = ANY(${ids}) AND user_id = ${userId}) AS liked,
               ARRAY(SELECT post_id FROM saved_posts
                      WHERE user_id = ${userId} AND post_id = ANY(${ids})) AS saved,
               ARRAY(SELECT post_id FROM post_dislikes
                      WHERE post_id = ANY(${ids}) AND user_id = ${userId}) AS disliked`.execute(
        read,
      );
      const state = row.rows[0]!;
      return {
        blocksSomeone: state.blocks,
        liked: new Set(state.liked.map(Number)),
        saved: new Set(state.saved.map(Number)),
        disliked: new Set(state.disliked.map(Number)),
      };
    },

    /** Saves or unsaves a post for a member; idempotent through the primary key. */
    async setSaved(postId: number, userId: number, saved: boolean) {
      if (saved) {
        await db
          .insertInto('saved_posts')
          .values({ post_id: postId, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('saved_posts')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .execute();
      }
    },
  };
}

import { type RawBuilder, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inlineFoldDue } from './inline-fold';
import { type LikeRequest, likeBatcher } from './like-batch';
import { unfolded } from './post-rows';

/**
 * Whether the counts a statement answers make its post 개념글, as the SQL of `promote`: the rule is
 * the database function meets_best (migration 0025, CONTRACT.md 'Community conventions'), which
 * the folds of likes apply too. True only for a post that is not 개념글 yet.
 */
const promotes = (likes: RawBuilder<unknown>, dislikes: RawBuilder<unknown>, bestLikes: number) =>
  sql<boolean>`(p.best_at IS NULL AND meets_best(${likes}, ${dislikes}, ${bestLikes}::int4))`;

/** Whether a member blocks anyone, and post ids they like, saved and dislike (int8 as text). */
interface MarksRow {
  blocks: boolean;
  liked: (string | number)[];
  saved: (string | number)[];
  disliked: (string | number)[];
}

/**
 * A member's own marks on posts: like or dislike (with 개념글 at `bestLikes`, BEST_LIKES), save,
 * and their state in lists.
 */
export function postReactions(db: Kysely<Database>, read: Kysely<Database>, bestLikes: number) {
  /** Makes 개념글 (best_at) of those of `postIds` that are not yet: once, for good. */
  async function markBest(postIds: readonly number[]) {
    if (postIds.length === 0) return;
    await db
      .updateTable('posts')
      .set({ best_at: new Date() })
      .where('id', 'in', postIds)
      .where('best_at', 'is', null)
      .execute();
  }

  /**
   * The post's counts: its row plus every committed delta (a read after the caller's commit). A
   * post these exact counts make 개념글 becomes one, as the folds would make it (likes counted on
   * several instances at once, which no single like request saw together). Null when there is
   * no such live post.
   */
  async function exactCounts(postId: number) {
    const likes = sql<number>`greatest(p.like_count + ${unfolded('likes')}, 0)`;
    const dislikes = sql<number>`greatest(p.dislike_count + ${unfolded('dislikes')}, 0)`;
    const row = await db
      .selectFrom('posts as p')
      .select([
        likes.as('likes'),
        dislikes.as('dislikes'),
        promotes(likes, dislikes, bestLikes).as('promote'),
      ])
      .where('p.id', '=', postId)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.promote) await markBest([postId]);
    return { likes: row.likes, dislikes: row.dislikes };
  }

  /**
   * Writes a batch of likes, dislikes and neither (like-batch.ts: at most one per member and post)
   * in one statement and one transaction; data-modifying CTEs run whether or not the result reads
   * them, and only the members' own like and dislike rows are locked. Each post's counts are
   * answered as the statement's snapshot saw them (the row plus the committed deltas) with the
   * batch's changes added, since a statement does not see the rows it writes: every like this
   * process wrote before is in them (one batch at a time). Then, for each post, its row is brought
   * up to date (its hot order, its sorts) unless another instance is folding it right now (never
   * waits, migration 0019) or this process did within INLINE_FOLD_GAP_MS while its likes keep
   * coming: a hot post's row follows its likes a few times a second, the periodic fold catches
   * up. Null for a request whose post is not live.
   */
  async function writeLikes(batch: readonly LikeRequest[]) {
    const { rows } = await sql<{
      post_id: string | number;
      likes: number;
      dislikes: number;
      best: boolean;
      promote: boolean;
    }>`
        WITH req AS (
          SELECT * FROM unnest(${batch.map((r) => r.postId)}::int8[],
                               ${batch.map((r) => r.userId)}::int8[],
                               ${batch.map((r) => r.value)}::int2[]) AS r(post_id, user_id, value)
        ), live AS (
          SELECT req.post_id, req.user_id, req.value
            FROM req JOIN posts p ON p.id = req.post_id AND p.deleted_at IS NULL
        ), liked AS (
          INSERT INTO post_likes (post_id, user_id)
          SELECT post_id, user_id FROM live WHERE value = 1
          ON CONFLICT DO NOTHING RETURNING post_id
        ), unliked AS (
          DELETE FROM post_likes l USING live
           WHERE live.value <> 1 AND l.post_id = live.post_id AND l.user_id = live.user_id
          RETURNING l.post_id
        ), disliked AS (
          INSERT INTO post_dislikes (post_id, user_id)
          SELECT post_id, user_id FROM live WHERE value = -1
          ON CONFLICT DO NOTHING RETURNING post_id
        ), undisliked AS (
          DELETE FROM post_dislikes d USING live
           WHERE live.value <> -1 AND d.post_id = live.post_id AND d.user_id = live.user_id
          RETURNING d.post_id
        ), change AS (
          SELECT post_id, sum(likes)::integer AS likes, sum(dislikes)::integer AS dislikes
            FROM (SELECT post_id, 1 AS likes, 0 AS dislikes FROM liked
                  UNION ALL SELECT post_id, -1, 0 FROM unliked
                  UNION ALL SELECT post_id, 0, 1 FROM disliked
                  UNION ALL SELECT post_id, 0, -1 FROM undisliked) AS c
           GROUP BY post_id
        ), delta AS (
          INSERT INTO post_reaction_deltas (post_id, likes, dislikes)
          SELECT post_id, likes, dislikes FROM change WHERE likes <> 0 OR dislikes <> 0
          RETURNING 1
        )
        SELECT p.post_id, p.likes, p.dislikes, p.best_at IS NOT NULL AS best,
               ${promotes(sql`p.likes`, sql`p.dislikes`, bestLikes)} AS promote
          FROM (SELECT p.id AS post_id,
                       greatest(p.like_count + ${unfolded('likes')} + coalesce(change.likes, 0),
                                0)::integer AS likes,
                       greatest(p.dislike_count + ${unfolded('dislikes')}
                                + coalesce(change.dislikes, 0), 0)::integer AS dislikes,
                       p.best_at
                  FROM posts p LEFT JOIN change ON change.post_id = p.id
                 WHERE p.id IN (SELECT post_id FROM live)) AS p`.execute(db);
    const counts = new Map(
      rows.map((row) => [
        Number(row.post_id),
        { likes: row.likes, dislikes: row.dislikes, best: row.best || row.promote },
      ]),
    );
    const alone = batch.length === 1;
    const due = [...counts.keys()].filter((postId) => inlineFoldDue(postId, alone));
    if (due.length > 0) {
      await sql`SELECT fold_post_reactions_of(id, ${bestLikes}::int4)
                  FROM unnest(${due}::int8[]) AS t(id)`.execute(db);
    }
    await markBest(rows.filter((row) => row.promote).map((row) => Number(row.post_id)));
    return batch.map((request) => counts.get(request.postId) ?? null);
  }
  const likes = likeBatcher(writeLikes);

  return {
    /**
     * Sets a member's reaction to a live post: 1 like, -1 dislike (비추천), 0 neither. A member has
     * at most one of the two: setting one removes the other in one transaction, which appends the
     * change of both counters to post_reaction_deltas instead of locking the post (decision 028:
     * 50 members liking one post queued on its row); `foldReactions` moves the deltas into the
     * post. Written with the likes of the same moment in one statement (like-batch.ts). The counts
     * answered are exact for this process: the post's counters and committed deltas as the
     * batch's statement saw them, with the batch's changes; a like another instance commits at the
     * same moment may be missing (the caller publishes `exactCounts` a moment later,
     * trailing-count.ts). `best` says whether the post is 개념글: already, or from these counts
     * (meets_best, migration 0025), for good. Null when there is no such live post.
     */
    setReaction(postId: number, userId: number, value: -1 | 0 | 1) {
      return likes.submit({ postId, userId, value });
    },

    /** Resolves once no like is queued or being written (the app is closing). */
    likesSettled: () => likes.settled(),

    exactCounts,

    /**
     * Moves every committed like and dislike delta into its post (counters and hot_score), one
     * folder at a time across instances, and makes 개념글 of the posts whose exact counts now meet
     * the rule (meets_best; migration 0021: likes counted on several instances at once, which no
     * single like request saw together); answers how many posts changed.
     */
    async foldReactions() {
      const { rows } = await sql<{
        n: number;
      }>`SELECT fold_post_reactions(${bestLikes}::int4) AS n`.execute(db);
      return rows[0]!.n;
    },

    /**
     * What a member's own state adds to posts they see in a list: which of `postIds` they like
     * and saved, and whether they block anyone (their lists then leave authors out). One
     * statement of primary-key probes.
     */
    async viewerState(userId: number, postIds: readonly number[]) {
      const ids = sql`${postIds.map(Number)}::int8[]`;
      const row = await sql<MarksRow>`
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

    /**
     * Every post a member liked, saved or disliked, and whether they block anyone; null when they
     * marked more than `limit` posts in all (their lists then read their marks page by page).
     * Three scans of the member's own index entries.
     */
    async allMarks(userId: number, limit: number) {
      const row = await sql<MarksRow>`
        SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ${userId}) AS blocks,
               ARRAY(SELECT post_id FROM post_likes WHERE user_id = ${userId}
                      LIMIT ${limit + 1}) AS liked,
               ARRAY(SELECT post_id FROM saved_posts WHERE user_id = ${userId}
                      LIMIT ${limit + 1}) AS saved,
               ARRAY(SELECT post_id FROM post_dislikes WHERE user_id = ${userId}
                      LIMIT ${limit + 1}) AS disliked`.execute(read);
      const state = row.rows[0]!;
      if (state.liked.length + state.saved.length + state.disliked.length > limit) return null;
      return {
        blocksSomeone: state.blocks,
        liked: state.liked.map(Number),
        saved: state.saved.map(Number),
        disliked: state.disliked.map(Number),
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

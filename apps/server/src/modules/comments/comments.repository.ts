import { sql, type Kysely, type Transaction } from 'kysely';
import type { CommentSort } from '@myeolgong/contract/comment-messages';
import type { MemberMention } from '@myeolgong/contract/posts';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { documentTokens } from '../../lib/search-tokens';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { visibleTo } from '../../db/visibility';
import { pruneUnmentioned, recordCommentStocks } from '../posts/post-stocks';

/** Not hidden pending review, or held for review and written by the reader (they see theirs). */
const notHiddenFrom = (viewerId: number | null) =>
  viewerId === null
    ? sql`c.hidden_at IS NULL`
    : sql`(c.hidden_at IS NULL OR (c.held_reason IS NOT NULL AND c.author_id = ${viewerId}))`;

/** How many well-liked comments a list shows first (SPEC.md §9 'Pinned comments'). */
const PINNED_MAX = 3;

export function commentsRepository(db: Kysely<Database>) {
  /** Comments with their author, post title and the viewer's like state. */
  function selectComments(viewerId: number | null) {
    return db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .selectAll('c')
      .select([
        'u.nickname as author_nickname',
        sql<boolean>`u.deleted_at IS NOT NULL`.as('author_deleted'),
        'p.title as post_title',
        (viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.id AND cl.user_id = ${viewerId})`
        ).as('liked'),
        // The stocks the comment mentions, in order (migration 0015, modules/stock-talk).
        sql<
          StockRef[]
        >`coalesce((SELECT json_agg(json_build_object('stockCode', cs.stock_code, 'stockName', cs.stock_name) ORDER BY cs.position) FROM comment_stocks cs WHERE cs.comment_id = c.id), '[]'::json)`.as(
          'stocks',
        ),
        // The members the comment mentions, as written (migration 0017).
        sql<
          MemberMention[]
        >`coalesce((SELECT json_agg(json_build_object('nickname', cm.written, 'userId', cm.user_id) ORDER BY cm.position) FROM comment_mentions cm WHERE cm.comment_id = c.id), '[]'::json)`.as(
          'mentions',
        ),
        (viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${viewerId} AND ub.blocked_id = c.author_id)`
        ).as('blocked'),
      ]);
  }

  /**
   * The top-level comments a thread lists (docs/decisions/025): every counted one (live, and not
   * hidden pending review unless the reader is an operator; a blocked member's too, shown as a
   * placeholder), and deleted or hidden ones while replies hang under them, as placeholders.
   */
  const listedRoot = (seeHidden: boolean, viewerId: number | null) =>
    sql<boolean>`(c.reply_count > 0 OR (c.deleted_at IS NULL${seeHidden ? sql`` : sql` AND ${notHiddenFrom(viewerId)}`}))`;

  return {
    /** A member's live comments on live posts, newest first (hidden ones for operators only). */
    async listByAuthor(
      authorId: number,
      page: PageRequest,
      viewerId: number | null,
      seeHidden = false,
    ) {
      const [rows, total] = await Promise.all([
        selectComments(viewerId)
          .where('c.author_id', '=', authorId)
          .where('c.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where(visibleTo('c', viewerId, seeHidden))
          .where(visibleTo('p', null, seeHidden))
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom('comments as c')
          .innerJoin('posts as p', 'p.id', 'c.post_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('c.author_id', '=', authorId)
          .where('c.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
          .where(visibleTo('c', viewerId, seeHidden))
          .where(visibleTo('p', null, seeHidden))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /**
     * One page of a post's top-level comments. For `top`: up to three comments with at least one
     * like come first (most liked first), then the rest oldest first; the pinned ones only on the
     * first page. Returns the pinned ids too.
     */
    async pageOfRoots(
      postId: number,
      order: CommentSort,
      page: PageRequest,
      viewerId: number | null,
      seeHidden = false,
    ) {
      const total = Number(
        (
          await db
            .selectFrom('comments as c')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('c.post_id', '=', postId)
            .where('c.parent_id', 'is', null)
            .where(listedRoot(seeHidden, viewerId))
            .executeTakeFirstOrThrow()
        ).n,
      );
      // The root conditions inline (not `id IN (…)`), so the planner walks comments_roots_idx.
      const base = () =>
        selectComments(viewerId)
          .where('c.post_id', '=', postId)
          .where('c.parent_id', 'is', null)
          .where(listedRoot(seeHidden, viewerId));
      if (order !== 'top') {
        const rows = await base()
          .orderBy('c.created_at', order === 'new' ? 'desc' : 'asc')
          .orderBy('c.id', order === 'new' ? 'desc' : 'asc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute();
        return { rows, total, pinned: [] as number[] };
      }
      const pinnedRows = await base()
        .where('c.deleted_at', 'is', null)
        .where(visibleTo('c', viewerId, seeHidden))
        .where('c.like_count', '>=', 1)
        .orderBy('c.like_count', 'desc')
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .limit(PINNED_MAX)
        .execute();
      const pinned = pinnedRows.map((r) => r.id);
      let rest = base().orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
      if (pinned.length > 0) rest = rest.where('c.id', 'not in', pinned);
      if (page.page === 0) {
        const rows = await rest.limit(Math.max(page.size - pinned.length, 0)).execute();
        return { rows: [...pinnedRows, ...rows].slice(0, page.size), total, pinned };
      }
      const rows = await rest
        .limit(page.size)
        .offset(offsetOf(page) - pinned.length)
        .execute();
      return { rows, total, pinned };
    },

    /**
     * Every reply below the given comments, to any depth, oldest first, deleted, hidden and blocked
     * ones included: the presenter turns those into placeholders so that the replies below them
     * keep their place (docs/decisions/025).
     */
    descendants(rootIds: number[], viewerId: number | null) {
      if (rootIds.length === 0) return Promise.resolve([]);
      return selectComments(viewerId)
        .where(
          'c.id',
          'in',
          sql<number>`(
            WITH RECURSIVE tree(id) AS (
              SELECT id FROM comments WHERE parent_id IN (${sql.join(rootIds)})
              UNION ALL
              SELECT child.id FROM comments child JOIN tree ON child.parent_id = tree.id
            )
            SELECT id FROM tree
          )`,
        )
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .execute();
    },

    findById(id: number, viewerId: number | null) {
      return selectComments(viewerId).where('c.id', '=', id).executeTakeFirst();
    },

    /**
     * Creates a comment; the post's comment count and the parent's reply count move with it, in
     * one statement (one round trip, its own transaction). The `$종목` it mentions are recorded in
     * the same transaction, so a comment is never left without them or they without it.
     */
    async create(
      comment: {
        post_id: number;
        author_id: number;
        parent_id: number | null;
        content: string;
      },
      stocks: readonly StockRef[] = [],
      /** Held for review (policies/solicitation.ts): stored hidden, off the post's count. */
      heldReason: string | null = null,
    ) {
      const insert = async (executor: Kysely<Database>) => {
        const result = await sql<{ id: number; comment_count: number; created_at: Date }>`
          WITH inserted AS (
                 INSERT INTO comments (post_id, author_id, parent_id, content, updated_at,
                                       search_tokens, hidden_at, held_reason)
                 VALUES (${comment.post_id}, ${comment.author_id}, ${comment.parent_id},
                         ${comment.content}, now(), ${documentTokens(comment.content)}::text[],
                         ${heldReason === null ? null : sql`now()`}, ${heldReason})
                 RETURNING id, created_at),
               post AS (
                 UPDATE posts SET comment_count = comment_count + ${heldReason === null ? 1 : 0}
                  WHERE id = ${comment.post_id}
                 RETURNING comment_count),
               parent AS (
                 UPDATE comments SET reply_count = reply_count + 1
                  WHERE id = ${comment.parent_id}::int8)
          SELECT (SELECT id FROM inserted) AS id, (SELECT created_at FROM inserted) AS created_at,
                 (SELECT comment_count FROM post) AS comment_count
        `.execute(executor);
        const row = result.rows[0]!;
        return {
          id: Number(row.id),
          commentCount: Number(row.comment_count),
          createdAt: new Date(row.created_at),
        };
      };
      if (stocks.length === 0) {
        const { id, commentCount } = await insert(db);
        return { id, commentCount };
      }
      return db.transaction().execute(async (trx) => {
        const { id, commentCount, createdAt } = await insert(trx);
        await recordCommentStocks(trx, { id, postId: comment.post_id, createdAt }, stocks);
        return { id, commentCount };
      });
    },

    /**
     * Replaces a live comment's text and the `$종목` it mentions, in one transaction (an edit may
     * add, change or drop mentions). False when the comment is gone.
     */
    updateContent(id: number, content: string, stocks: readonly StockRef[] = []) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('comments')
          .set({
            content,
            search_tokens: documentTokens(content),
            updated_at: new Date(),
            // 수정됨 only when the text really changes.
            edited_at: sql`CASE WHEN content IS DISTINCT FROM ${content} THEN now() ELSE edited_at END`,
          })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['post_id', 'created_at'])
          .executeTakeFirst();
        if (!updated) return false;
        await recordCommentStocks(
          trx,
          { id, postId: updated.post_id, createdAt: updated.created_at },
          stocks,
        );
        return true;
      });
    },

    /**
     * Soft delete; the counts drop and the comment's `$종목` rows go in the same transaction (a
     * comment hidden pending review is already off its post's count). Null when it was already
     * gone.
     */
    softDelete(id: number) {
      return db.transaction().execute(async (trx) => {
        // Rows are locked in the order a new comment takes them (its post, then its parent, then
        // the comment): deleting a comment while someone replies to it waited for the reply's
        // post while holding the comment the reply updates, a deadlock (a 500) under load.
        const target = await trx
          .selectFrom('comments')
          .select(['post_id', 'parent_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!target) return null;
        await trx
          .selectFrom('posts')
          .select('id')
          .where('id', '=', target.post_id)
          .forNoKeyUpdate()
          .execute();
        if (target.parent_id !== null) {
          await trx
            .selectFrom('comments')
            .select('id')
            .where('id', '=', target.parent_id)
            .forNoKeyUpdate()
            .execute();
        }
        const gone = await trx
          .updateTable('comments')
          .set({ deleted_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['post_id', 'parent_id', 'hidden_at'])
          .executeTakeFirst();
        if (!gone) return null;
        const step = gone.hidden_at === null ? 1 : 0;
        const post = await trx
          .updateTable('posts')
          .set({ comment_count: sql<number>`greatest(comment_count - ${step}, 0)` })
          .where('id', '=', gone.post_id)
          .returning('comment_count')
          .executeTakeFirstOrThrow();
        if (gone.parent_id !== null) {
          await trx
            .updateTable('comments')
            .set({ reply_count: sql<number>`greatest(reply_count - 1, 0)` })
            .where('id', '=', gone.parent_id)
            .execute();
        }
        // A deleted comment leaves 종목토론, whoever deletes it: its stocks go, and so does its
        // post's row of a stock nothing else there still mentions (stock_post_counts follows).
        const stocks = await trx
          .deleteFrom('comment_stocks')
          .where('comment_id', '=', id)
          .returning('stock_code')
          .execute();
        await pruneUnmentioned(
          trx,
          gone.post_id,
          stocks.map((s) => s.stock_code),
        );
        return { postId: gone.post_id, commentCount: post.comment_count };
      });
    },

    /**
     * Publishes a held comment (an operator's release): visible and on its post's count again.
     * False when it is not held.
     */
    release(id: number) {
      return db.transaction().execute(async (trx) => {
        const shown = await trx
          .updateTable('comments')
          .set({ hidden_at: null, held_reason: null })
          .where('id', '=', id)
          .where('held_reason', 'is not', null)
          .where('deleted_at', 'is', null)
          .returning('post_id')
          .executeTakeFirst();
        if (shown) await bumpComments(trx, shown.post_id, 1);
        return Boolean(shown);
      });
    },

    /**
     * Likes or unlikes a live comment as `userId`: its like count and post, or null when there is
     * no such live comment. One statement (its own transaction): the like row and the counter
     * change together; a repeated like or unlike changes nothing.
     */
    async setLike(commentId: number, userId: number, liked: boolean) {
      const change = liked
        ? sql`INSERT INTO comment_likes (comment_id, user_id)
                SELECT id, ${userId} FROM target
                ON CONFLICT DO NOTHING RETURNING comment_id`
        : sql`DELETE FROM comment_likes
               WHERE comment_id = (SELECT id FROM target) AND user_id = ${userId}
               RETURNING comment_id`;
      const result = await sql<{ like_count: number; post_id: number }>`
        WITH target AS (SELECT id FROM comments WHERE id = ${commentId} AND deleted_at IS NULL),
             changed AS (${change})
        UPDATE comments
           SET like_count = greatest(like_count + ${liked ? 1 : -1} * (SELECT count(*) FROM changed), 0)
         WHERE id = (SELECT id FROM target)
        RETURNING like_count, post_id`.execute(db);
      const row = result.rows[0];
      return row ? { likes: Number(row.like_count), postId: Number(row.post_id) } : null;
    },
  };
}

/**
 * Moves a post's comment count inside a transaction. The count is the post's live comments that
 * are not hidden pending review (docs/decisions/025).
 */
export async function bumpComments(trx: Transaction<Database>, postId: number, delta: number) {
  await trx
    .updateTable('posts')
    .set({ comment_count: sql<number>`greatest(comment_count + ${delta}, 0)` })
    .where('id', '=', postId)
    .execute();
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
export type CommentListRow = NonNullable<Awaited<ReturnType<CommentsRepository['findById']>>>;

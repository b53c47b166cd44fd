import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { visibleTo } from '../moderation/visibility';

/** How many well-liked comments a list shows first (SPEC.md §9 'Pinned comments'). */
export const PINNED_MAX = 3;

export type CommentOrder = 'top' | 'new' | 'old';

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
      ]);
  }

  /** Top-level comments worth showing: live ones, and deleted ones whose replies still stand. */
  const visibleRoots = (postId: number) =>
    selectComments(null)
      .clearSelect()
      .select('c.id')
      .where('c.post_id', '=', postId)
      .where('c.parent_id', 'is', null)
      .where((eb) => eb.or([eb('c.deleted_at', 'is', null), eb('c.reply_count', '>', 0)]));

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
      order: CommentOrder,
      page: PageRequest,
      viewerId: number | null,
      seeHidden = false,
    ) {
      const total = Number(
        (
          await db
            .selectFrom(
              visibleRoots(postId)
                .where(visibleTo('c', viewerId, seeHidden))
                .as('r'),
            )
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      // The root conditions inline (not `id IN (…)`), so the planner walks comments_roots_idx.
      const base = () =>
        selectComments(viewerId)
          .where('c.post_id', '=', postId)
          .where('c.parent_id', 'is', null)
          .where((eb) => eb.or([eb('c.deleted_at', 'is', null), eb('c.reply_count', '>', 0)]))
          .where(visibleTo('c', viewerId, seeHidden));
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
     * Every reply below the given comments, to any depth, oldest first. Replies the viewer may not
     * see (hidden, or by a blocked member) are left out, and with them the replies below them.
     */
    descendants(rootIds: number[], viewerId: number | null, seeHidden = false) {
      if (rootIds.length === 0) return Promise.resolve([]);
      return selectComments(viewerId)
        .where(visibleTo('c', viewerId, seeHidden))
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

    /** Creates a comment; the post's comment count and the parent's reply count move with it. */
    create(comment: {
      post_id: number;
      author_id: number;
      parent_id: number | null;
      content: string;
    }) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({ ...comment, updated_at: new Date(), deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const post = await trx
          .updateTable('posts')
          .set({ comment_count: sql<number>`comment_count + 1` })
          .where('id', '=', comment.post_id)
          .returning('comment_count')
          .executeTakeFirstOrThrow();
        if (comment.parent_id !== null) {
          await trx
            .updateTable('comments')
            .set({ reply_count: sql<number>`reply_count + 1` })
            .where('id', '=', comment.parent_id)
            .execute();
        }
        return { id: row.id, commentCount: post.comment_count };
      });
    },

    updateContent(id: number, content: string) {
      return db
        .updateTable('comments')
        .set({ content, updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Soft delete; the counts drop in the same transaction. False when it was already gone. */
    softDelete(id: number) {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .updateTable('comments')
          .set({ deleted_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['post_id', 'parent_id'])
          .executeTakeFirst();
        if (!gone) return null;
        const post = await trx
          .updateTable('posts')
          .set({ comment_count: sql<number>`greatest(comment_count - 1, 0)` })
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
        return { postId: gone.post_id, commentCount: post.comment_count };
      });
    },

    /** Sets or clears a like; idempotent through the primary key, count moved in the same transaction. */
    setLike(commentId: number, userId: number, liked: boolean) {
      return db.transaction().execute(async (trx) => {
        const changed = liked
          ? await trx
              .insertInto('comment_likes')
              .values({ comment_id: commentId, user_id: userId })
              .onConflict((oc) => oc.doNothing())
              .returning('comment_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('comment_likes')
              .where('comment_id', '=', commentId)
              .where('user_id', '=', userId)
              .returning('comment_id')
              .executeTakeFirst();
        const delta = changed ? (liked ? 1 : -1) : 0;
        const row = await trx
          .updateTable('comments')
          .set({ like_count: sql<number>`greatest(like_count + ${delta}, 0)` })
          .where('id', '=', commentId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return row.like_count;
      });
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
export type CommentListRow = NonNullable<Awaited<ReturnType<CommentsRepository['findById']>>>;

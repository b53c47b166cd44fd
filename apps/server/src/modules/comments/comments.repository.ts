import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

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

  return {
    /** A member's live comments on live posts, newest first. */
    async listByAuthor(authorId: number, page: PageRequest, viewerId: number | null) {
      const [rows, total] = await Promise.all([
        selectComments(viewerId)
          .where('c.author_id', '=', authorId)
          .where('c.deleted_at', 'is', null)
          .where('p.deleted_at', 'is', null)
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
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
export type CommentListRow = Awaited<
  ReturnType<CommentsRepository['listByAuthor']>
>['rows'][number];

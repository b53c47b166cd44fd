import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

/** Which posts a list shows. */
export interface PostFilter {
  authorId?: number;
  /** Only posts this member saved, most recently saved first. */
  savedBy?: number;
}

export function postsRepository(db: Kysely<Database>) {
  /** Posts with their author and board, and the viewer's like and save state. */
  function selectPosts(viewerId: number | null) {
    return db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('boards as b', 'b.id', 'p.board_id')
      .selectAll('p')
      .select([
        'u.nickname as author_nickname',
        'u.profile_image as author_profile_image',
        sql<boolean>`u.deleted_at IS NOT NULL`.as('author_deleted'),
        'b.name as board_name',
        'b.display_name as board_display_name',
        (viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM post_likes pl WHERE pl.post_id = p.id AND pl.user_id = ${viewerId})`
        ).as('liked'),
        (viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM saved_posts sp WHERE sp.post_id = p.id AND sp.user_id = ${viewerId})`
        ).as('saved'),
      ])
      .where('p.deleted_at', 'is', null);
  }

  return {
    async list(filter: PostFilter, page: PageRequest, viewerId: number | null) {
      let rows = selectPosts(viewerId);
      let count = db
        .selectFrom('posts as p')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('p.deleted_at', 'is', null);
      if (filter.authorId !== undefined) {
        rows = rows.where('p.author_id', '=', filter.authorId);
        count = count.where('p.author_id', '=', filter.authorId);
      }
      if (filter.savedBy !== undefined) {
        rows = rows
          .innerJoin('saved_posts as s', (join) =>
            join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', filter.savedBy!),
          )
          .orderBy('s.created_at', 'desc');
        count = count.innerJoin('saved_posts as s', (join) =>
          join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', filter.savedBy!),
        );
      }
      const [content, total] = await Promise.all([
        rows
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: content, total: Number(total.n) };
    },
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
export type PostListRow = Awaited<ReturnType<PostsRepository['list']>>['rows'][number];

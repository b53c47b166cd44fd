import { sql, type Kysely } from 'kysely';
import type { Database, NoticeScope } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { selectPostRows } from '../posts/posts.repository';
import { visibleTo } from '../../db/visibility';

/**
 * The lists of CONTRACT.md 'Community conventions' (notices, 개념글, neighbors, revisions): every
 * one through the feeds' post summary and visibility rules, and an index of migration 0014.
 */
/** The list pages `Neighbors.page` counts in: the feeds' page of 20 (the web's table view). */
const NEIGHBORS_PAGE_SIZE = 20;
/**
 * Deeper than this many pages, `Neighbors.page` is null (the count stops there: 200 index rows,
 * about 1.5 ms at 1,000,000 posts; 1,000 rows cost 8 ms and made the page's calls 0.02× /healthz).
 */
const NEIGHBORS_PAGES_MAX = 10;

/** `read`: the handle of the lists (`app.dbRead`, a read replica when set up); writes use `db`. */
export function conventionsRepository(db: Kysely<Database>, read: Kysely<Database> = db) {
  const visiblePosts = (viewerId: number | null, seeHidden: boolean) =>
    selectPostRows(read, viewerId).where(visibleTo('p', viewerId, seeHidden));

  return {
    /** Pins (or unpins: null) a live post; false when there is no such post. */
    async setNotice(postId: number, scope: NoticeScope | null) {
      const row = await db
        .updateTable('posts')
        .set({ notice: scope, noticed_at: scope === null ? null : new Date() })
        .where('id', '=', postId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** A board's notices and the site-wide ones (only those without a board), newest first. */
    notices(boardId: number | null, viewerId: number | null, seeHidden: boolean) {
      return visiblePosts(viewerId, seeHidden)
        .where((eb) =>
          boardId === null
            ? eb('p.notice', '=', 'site')
            : eb.or([
                eb('p.notice', '=', 'site'),
                eb.and([eb('p.notice', '=', 'board'), eb('p.board_id', '=', boardId)]),
              ]),
        )
        .orderBy('p.noticed_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(100)
        .execute();
    },

    /** 개념글, newest promotion first, on one board or all of them. */
    async best(
      boardId: number | undefined,
      page: PageRequest,
      viewerId: number | null,
      seeHidden: boolean,
    ) {
      let rows = visiblePosts(viewerId, seeHidden).where('p.best_at', 'is not', null);
      let count = read
        .selectFrom('posts as p')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('p.deleted_at', 'is', null)
        .where('p.best_at', 'is not', null)
        .where(visibleTo('p', viewerId, seeHidden));
      if (boardId !== undefined) {
        rows = rows.where('p.board_id', '=', boardId);
        count = count.where('p.board_id', '=', boardId);
      }
      const [found, total] = await Promise.all([
        rows
          .orderBy('p.best_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(total.n) };
    },

    /**
     * The posts next to `post` in a board's newest-first list (every board when `boardId` is
     * undefined): `previous` is listed just before it (newer), `next` just after it (older). Two
     * probes of the (board_id, created_at, id) index.
     */
    async neighbors(
      post: { id: number },
      boardId: number | undefined,
      viewerId: number | null,
      seeHidden: boolean,
    ) {
      // The post's own time read in SQL: a JavaScript Date would drop its microseconds.
      const self = sql`(SELECT created_at, id FROM posts WHERE id = ${post.id})`;
      const around = (newer: boolean) => {
        let q = visiblePosts(viewerId, seeHidden).where(
          newer
            ? sql<boolean>`(p.created_at, p.id) > ${self}`
            : sql<boolean>`(p.created_at, p.id) < ${self}`,
        );
        if (boardId !== undefined) q = q.where('p.board_id', '=', boardId);
        const direction = newer ? 'asc' : 'desc';
        return q
          .orderBy('p.created_at', direction)
          .orderBy('p.id', direction)
          .limit(1)
          .executeTakeFirst();
      };
      // Where the post stands: how many of the list come before it, counted no further than
      // NEIGHBORS_PAGES_MAX pages (an index range of the same index, as long as a deep page).
      const before = () => {
        // Posts alone (no author or board join), in the list's order from the post upwards, so
        // the board's newest-first index is walked from the post and stops at the limit.
        let q = read
          .selectFrom('posts as p')
          .select(sql`1`.as('one'))
          .where('p.deleted_at', 'is', null)
          .where(visibleTo('p', viewerId, seeHidden))
          .where(sql<boolean>`(p.created_at, p.id) > ${self}`);
        if (boardId !== undefined) q = q.where('p.board_id', '=', boardId);
        return read
          .selectFrom(
            q
              .orderBy('p.created_at', 'asc')
              .orderBy('p.id', 'asc')
              .limit(NEIGHBORS_PAGES_MAX * NEIGHBORS_PAGE_SIZE)
              .as('newer'),
          )
          .select(sql<string>`count(*)`.as('count'))
          .executeTakeFirstOrThrow();
      };
      const [previous, next, ahead] = await Promise.all([around(true), around(false), before()]);
      const position = Number(ahead.count);
      return {
        previous: previous ?? null,
        next: next ?? null,
        page:
          position < NEIGHBORS_PAGES_MAX * NEIGHBORS_PAGE_SIZE
            ? Math.floor(position / NEIGHBORS_PAGE_SIZE) + 1
            : null,
      };
    },

    /** A post's earlier versions, oldest first. */
    revisions(postId: number) {
      return db
        .selectFrom('post_revisions')
        .select(['title', 'content', 'edited_at'])
        .where('post_id', '=', postId)
        .orderBy('id')
        .execute();
    },
  };
}

export type ConventionsRepository = ReturnType<typeof conventionsRepository>;

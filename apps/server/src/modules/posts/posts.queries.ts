import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { visibleTo } from '../../db/visibility';
import {
  applyFilter,
  feedOrders,
  filterCondition,
  selectPostRows,
  type FeedOrder,
  type PostFilter,
} from './post-rows';

/** Lists whose totals come from the boards' exact counters (one row each, no posts counted). */
const countedByBoards = (filter: PostFilter) =>
  filter.authorId === undefined &&
  filter.savedBy === undefined &&
  filter.followedBy === undefined &&
  filter.since === undefined &&
  filter.category === undefined;

/**
 * From this many rows deep, a page of a list whose total is counted row by row is read from the
 * list's far end when nearer to it (the count then runs before the page instead of beside it).
 */
const DEEP_OFFSET = 1000;

/**
 * The reading half of the posts repository: feeds, member lists and their totals, one post.
 * `read` serves the lists (a replica when one is set up); single-post reads use `db`.
 */
export function postQueries(db: Kysely<Database>, read: Kysely<Database>) {
  /**
   * How many posts of `filter` the viewer can list, so `totalElements` agrees with the pages.
   * Board-wide totals start from the boards' exact counters (live posts not hidden pending
   * review), add the hidden ones back for operators and take away those of members the viewer
   * blocks, in one statement; narrower lists are counted row by row.
   */
  async function countPosts(
    filter: PostFilter,
    viewerId: number | null,
    seeHidden: boolean,
  ): Promise<number> {
    if (countedByBoards(filter)) {
      const subscribedBoards = (member: number) =>
        read.selectFrom('board_subscriptions').select('board_id').where('user_id', '=', member);
      /** Live posts on the filter's boards (the rows behind the counters, and hidden ones). */
      const onBoards = () => {
        let q = read
          .selectFrom('posts as p')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('p.deleted_at', 'is', null);
        if (filter.boardId !== undefined) q = q.where('p.board_id', '=', filter.boardId);
        if (filter.subscribedBy !== undefined) {
          q = q.where('p.board_id', 'in', subscribedBoards(filter.subscribedBy));
        }
        return q;
      };
      let boards = read.selectFrom('boards').select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('post_count'), sql<number>`0`).as('counted'),
        seeHidden
          ? onBoards().where('p.hidden_at', 'is not', null).as('hidden')
          : sql<number>`0`.as('hidden'),
        // Driven by the viewer's blocks (none: one primary-key probe), each counted through
        // the author index, so a member with no blocks pays nothing for it.
        viewerId !== null
          ? read
              .selectFrom('user_blocks as ub')
              .select(
                sql<number>`coalesce(sum((${onBoards()
                  .where(visibleTo('p', null, seeHidden))
                  .where(sql<boolean>`p.author_id = ub.blocked_id`)})), 0)`.as('n'),
              )
              .where('ub.blocker_id', '=', viewerId)
              .as('blocked')
          : sql<number>`0`.as('blocked'),
      ]);
      if (filter.boardId !== undefined) boards = boards.where('id', '=', filter.boardId);
      if (filter.subscribedBy !== undefined) {
        boards = boards.where('id', 'in', subscribedBoards(filter.subscribedBy));
      }
      const row = await boards.executeTakeFirst();
      return Math.max(
        0,
        Number(row?.counted ?? 0) + Number(row?.hidden ?? 0) - Number(row?.blocked ?? 0),
      );
    }
    let count = read
      .selectFrom('posts as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.deleted_at', 'is', null)
      .where(visibleTo('p', viewerId, seeHidden));
    if (filter.authorId !== undefined) count = count.where('p.author_id', '=', filter.authorId);
    if (filter.boardId !== undefined) count = count.where('p.board_id', '=', filter.boardId);
    if (filter.since !== undefined) count = count.where('p.created_at', '>=', filter.since);
    if (filter.category !== undefined) count = count.where('p.category', '=', filter.category);
    if (filter.subscribedBy !== undefined) {
      count = count.where('p.board_id', 'in', (eb) =>
        eb
          .selectFrom('board_subscriptions')
          .select('board_id')
          .where('user_id', '=', filter.subscribedBy!),
      );
    }
    if (filter.followedBy !== undefined) {
      count = count.where(filterCondition({ followedBy: filter.followedBy }));
    }
    if (filter.savedBy !== undefined) {
      const member = filter.savedBy;
      count = count.innerJoin('saved_posts as s', (join) =>
        join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', member),
      );
    }
    return Number((await count.executeTakeFirstOrThrow()).n);
  }

  return {
    /**
     * Member pages (profile tabs): newest first, or most recently saved first. Hidden posts only
     * for operators (`seeHidden`), and none by members the viewer blocks.
     */
    async list(filter: PostFilter, page: PageRequest, viewerId: number | null, seeHidden = false) {
      let rows = applyFilter(selectPostRows(read, viewerId), filter).where(
        visibleTo('p', viewerId, seeHidden),
      );
      if (filter.savedBy !== undefined) rows = rows.orderBy(sql`s.created_at`, 'desc');
      const [content, total] = await Promise.all([
        rows
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        countPosts(filter, viewerId, seeHidden),
      ]);
      return { rows: content, total };
    },

    /**
     * One page of a feed in `order`, from a page number or, when given, right after `cursor`
     * (keyset pagination: the cost does not grow with the depth). Fetches one extra row to know
     * whether more follow. A numbered page in the second half of its list (the table view's
     * 마지막 페이지) is read from the other end: the list's exact total first, then the rows in
     * the opposite order from `total - offset - size`, reversed, so that OFFSET never passes
     * more than half the list (docs/performance.md "Deep pages").
     */
    async feed(
      filter: PostFilter,
      order: FeedOrder,
      page: PageRequest,
      cursor: Cursor | null,
      viewerId: number | null,
      seeHidden = false,
    ) {
      const column = feedOrders[order];
      let rows = applyFilter(selectPostRows(read, viewerId), filter).where(
        visibleTo('p', viewerId, seeHidden),
      );
      if (cursor) {
        const value = column === 'created_at' ? new Date(cursor.value) : Number(cursor.value);
        rows = rows.where(sql<boolean>`(p.${sql.ref(column)}, p.id) < (${value}, ${cursor.id})`);
      }
      const offset = offsetOf(page);
      /**
       * A numbered page past the first: the ids of the page first, from the posts alone (the
       * rows skipped by OFFSET cost an index entry each, not a heap visit and the joins; the
       * board indexes carry `author_id` and `hidden_at` for the visibility test, migration
       * 0023), then the page's rows by id. docs/performance.md 'Pages 1-200'. A saved list
       * (a join) pages its rows directly.
       */
      const pageRows = (direction: 'asc' | 'desc', limit: number, skip: number) => {
        if (filter.savedBy !== undefined) {
          return rows
            .orderBy(`p.${column}`, direction)
            .orderBy('p.id', direction)
            .limit(limit)
            .offset(skip)
            .execute();
        }
        const ids = read
          .selectFrom('posts as p')
          .select('p.id')
          .where('p.deleted_at', 'is', null)
          .where(filterCondition(filter))
          .where(visibleTo('p', viewerId, seeHidden))
          .orderBy(`p.${column}`, direction)
          .orderBy('p.id', direction)
          .limit(limit)
          .offset(skip);
        return rows
          .where('p.id', 'in', ids)
          .orderBy(`p.${column}`, direction)
          .orderBy('p.id', direction)
          .execute();
      };
      if (!cursor && offset > 0 && (countedByBoards(filter) || offset >= DEEP_OFFSET)) {
        const total = await countPosts(filter, viewerId, seeHidden);
        const after = total - offset - page.size;
        if (offset * 2 >= total) {
          const take = Math.min(page.size, total - offset);
          const found = take <= 0 ? [] : await pageRows('asc', take, Math.max(after, 0));
          return { rows: found.reverse(), more: after > 0, total, column };
        }
        const found = await pageRows('desc', page.size + 1, offset);
        return { rows: found.slice(0, page.size), more: found.length > page.size, total, column };
      }
      // The first page, a cursor's page, or a shallow page of a list counted row by row.
      const [found, total] = await Promise.all([
        cursor || offset === 0
          ? rows
              .orderBy(`p.${column}`, 'desc')
              .orderBy('p.id', 'desc')
              .limit(page.size + 1)
              .execute()
          : pageRows('desc', page.size + 1, offset),
        countPosts(filter, viewerId, seeHidden),
      ]);
      const more = found.length > page.size;
      return { rows: found.slice(0, page.size), more, total, column };
    },

    /**
     * A post by id; one hidden pending review only for operators (`seeHidden`), and one held for
     * review (migration 0034) also for its author.
     */
    findById(id: number, viewerId: number | null, seeHidden = false) {
      return selectPostRows(db, viewerId)
        .where('p.id', '=', id)
        .where(
          viewerId === null || seeHidden
            ? visibleTo('p', null, seeHidden)
            : sql<boolean>`(${visibleTo('p', null, false)} OR (p.held_reason IS NOT NULL AND p.author_id = ${viewerId}))`,
        )
        .executeTakeFirst();
    },

    /** A visible post's view count, for the view call: one primary-key probe, no joins. */
    viewCountOf(id: number) {
      return db
        .selectFrom('posts as p')
        .select('p.view_count')
        .where('p.id', '=', id)
        .where('p.deleted_at', 'is', null)
        .where(visibleTo('p', null, false))
        .executeTakeFirst();
    },

    /** The post's author and board, for permission checks; deleted posts are not found. */
    findOwner(id: number) {
      return db
        .selectFrom('posts')
        .select(['id', 'author_id', 'board_id', 'created_at', 'category'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
  };
}

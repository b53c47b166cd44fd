import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type BoardOrder = 'id' | 'popular' | 'new';

export function boardsRepository(db: Kysely<Database>) {
  /** Boards with whether `viewerId` subscribes to each. */
  function selectBoards(viewerId: number | null) {
    return db
      .selectFrom('boards as b')
      .selectAll('b')
      .select(
        (viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM board_subscriptions s WHERE s.board_id = b.id AND s.user_id = ${viewerId})`
        ).as('subscribed'),
      );
  }

  return {
    list(order: BoardOrder = 'id', viewerId: number | null = null) {
      const q = selectBoards(viewerId);
      if (order === 'popular') {
        return q
          .orderBy('b.subscriber_count', 'desc')
          .orderBy('b.post_count', 'desc')
          .orderBy('b.id')
          .execute();
      }
      if (order === 'new')
        return q.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').execute();
      return q.orderBy('b.id').execute();
    },
    /** The ids of the boards a member subscribes to (what a cached list adds for them). */
    async subscribedIds(viewerId: number) {
      const rows = await db
        .selectFrom('board_subscriptions')
        .select('board_id')
        .where('user_id', '=', viewerId)
        .execute();
      return rows.map((r) => Number(r.board_id));
    },
    listSubscribed(viewerId: number) {
      return selectBoards(viewerId)
        .innerJoin('board_subscriptions as s2', (join) =>
          join.onRef('s2.board_id', '=', 'b.id').on('s2.user_id', '=', viewerId),
        )
        .orderBy('b.id')
        .execute();
    },
    findById(id: number, viewerId: number | null = null) {
      return selectBoards(viewerId).where('b.id', '=', id).executeTakeFirst();
    },
    /** A board by its URL name, case-insensitively. */
    findByName(name: string, viewerId: number | null = null) {
      return selectBoards(viewerId)
        .where(sql`lower(b.name)`, '=', name.toLowerCase())
        .executeTakeFirst();
    },
    create(board: {
      name: string;
      display_name: string;
      description: string;
      icon_url: string | null;
      banner_url: string | null;
      created_by: number;
    }) {
      return db.insertInto('boards').values(board).returning('id').executeTakeFirstOrThrow();
    },
    /** Changes what an operator may change; the URL name and the counters stay. */
    update(
      id: number,
      board: {
        display_name: string;
        description: string;
        icon_url: string | null;
        banner_url: string | null;
        categories: string[];
        category_required: boolean;
      },
    ) {
      return db
        .updateTable('boards')
        .set(board)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
    },
    /**
     * Subscribes or unsubscribes; idempotent through the primary key, with the subscriber count
     * moved in the same transaction only when a row changed.
     */
    setSubscription(boardId: number, userId: number, subscribed: boolean) {
      return db.transaction().execute(async (trx) => {
        const changed = subscribed
          ? await trx
              .insertInto('board_subscriptions')
              .values({ board_id: boardId, user_id: userId })
              .onConflict((oc) => oc.doNothing())
              .returning('board_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('board_subscriptions')
              .where('board_id', '=', boardId)
              .where('user_id', '=', userId)
              .returning('board_id')
              .executeTakeFirst();
        if (changed) {
          await trx
            .updateTable('boards')
            .set({
              subscriber_count: sql<number>`greatest(subscriber_count + ${subscribed ? 1 : -1}, 0)`,
            })
            .where('id', '=', boardId)
            .execute();
        }
      });
    },
  };
}

export type BoardsRepository = ReturnType<typeof boardsRepository>;
export type BoardWithViewer = NonNullable<Awaited<ReturnType<BoardsRepository['findById']>>>;

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type WatchAdd = 'added' | 'exists' | 'full';

/** 관심종목 rows (migration 0026). */
export function watchlistRepository(db: Kysely<Database>) {
  return {
    /** The member's watched codes, oldest first (the order added). */
    list(userId: number) {
      return db
        .selectFrom('stock_watchlist')
        .select(['stock_code', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at')
        .orderBy('stock_code')
        .execute();
    },

    /**
     * Adds a code unless the member watches it already or has `max`: counted under a lock on the
     * member's row, so two adds at once cannot pass the limit.
     */
    add(userId: number, stockCode: string, max: number): Promise<WatchAdd> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
        const { n, mine } = await trx
          .selectFrom('stock_watchlist')
          .select((eb) => [
            eb.fn.countAll<string>().as('n'),
            eb.fn.count<string>('stock_code').filterWhere('stock_code', '=', stockCode).as('mine'),
          ])
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(mine) > 0) return 'exists';
        if (Number(n) >= max) return 'full';
        await trx
          .insertInto('stock_watchlist')
          .values({ user_id: userId, stock_code: stockCode })
          .execute();
        return 'added';
      });
    },

    /** Whether a row went. */
    async remove(userId: number, stockCode: string) {
      const result = await db
        .deleteFrom('stock_watchlist')
        .where('user_id', '=', userId)
        .where('stock_code', '=', stockCode)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type WatchlistRepository = ReturnType<typeof watchlistRepository>;

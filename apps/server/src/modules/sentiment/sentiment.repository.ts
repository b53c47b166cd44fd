import type { SentimentCounts, SentimentDay, Stance } from '@myeolgong/contract/sentiment';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Today's counts of a stock (zeros when nobody chose yet); "today" is sentiment_day(now()). */
async function todayCounts(db: Executor, stockCode: string): Promise<SentimentCounts> {
  const row = await db
    .selectFrom('stock_sentiment_counts')
    .select(['buy', 'sell', 'hold'])
    .where('stock_code', '=', stockCode)
    .where(sql<boolean>`day = sentiment_day(now())`)
    .executeTakeFirst();
  return { buy: row?.buy ?? 0, sell: row?.sell ?? 0, hold: row?.hold ?? 0 };
}

/**
 * 매수·매도 의견 rows and counts (migration 0028). The day is always the database's
 * `sentiment_day(now())` (Asia/Seoul), so rows, counts and a post's stance name one day; the
 * counts follow the rows by the trigger count_stock_sentiment in the same transaction.
 */
export function sentimentRepository(db: Kysely<Database>) {
  return {
    /**
     * The member's stance today becomes `stance`: one statement that inserts or changes the row
     * (ON CONFLICT waits for a concurrent write of the same member and stock, so two at once count
     * once), then today's counts as the transaction sees them.
     */
    choose(userId: number, stockCode: string, stance: Stance) {
      return db.transaction().execute(async (trx) => {
        await sql`
          INSERT INTO stock_sentiments AS s (user_id, stock_code, day, stance)
          VALUES (${userId}, ${stockCode}, sentiment_day(now()), ${stance})
          ON CONFLICT (user_id, stock_code, day) DO UPDATE
            SET stance = excluded.stance, updated_at = now()
            WHERE s.stance <> excluded.stance`.execute(trx);
        return todayCounts(trx, stockCode);
      });
    },

    /** Withdraws today's stance (nothing to withdraw: nothing changes); today's counts after. */
    withdraw(userId: number, stockCode: string) {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('stock_sentiments')
          .where('user_id', '=', userId)
          .where('stock_code', '=', stockCode)
          .where(sql<boolean>`day = sentiment_day(now())`)
          .execute();
        return todayCounts(trx, stockCode);
      });
    },

    /** The member's stance today, or null. */
    async mine(userId: number, stockCode: string): Promise<Stance | null> {
      const row = await db
        .selectFrom('stock_sentiments')
        .select('stance')
        .where('user_id', '=', userId)
        .where('stock_code', '=', stockCode)
        .where(sql<boolean>`day = sentiment_day(now())`)
        .executeTakeFirst();
      return row?.stance ?? null;
    },

    /**
     * Every calendar day of the last `days` (today last), oldest first, with its counts (0 on a
     * day nobody chose): one index range of stock_sentiment_counts.
     */
    async window(stockCode: string, days: number): Promise<Omit<SentimentDay, 'close'>[]> {
      const { rows } = await sql<{ date: string; buy: number; sell: number; hold: number }>`
        SELECT d.day::text AS date,
               coalesce(c.buy, 0) AS buy, coalesce(c.sell, 0) AS sell, coalesce(c.hold, 0) AS hold
          FROM (SELECT (sentiment_day(now()) - n) AS day
                  FROM generate_series(0, ${days - 1}::int) AS n) d
          LEFT JOIN stock_sentiment_counts c ON c.stock_code = ${stockCode} AND c.day = d.day
         ORDER BY d.day`.execute(db);
      return rows;
    },
  };
}

export type SentimentRepository = ReturnType<typeof sentimentRepository>;

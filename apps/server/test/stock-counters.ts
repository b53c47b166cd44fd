import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * Every stock's 종목토론 counter (migration 0018, `stock_post_counts`) beside the count of its
 * rows in `post_stocks`, as [code, n] pairs in code order: the two lists are equal when the
 * triggers kept the counters exact.
 */
export async function stockCountersAndRows(db: Kysely<Database>) {
  const counters = await db
    .selectFrom('stock_post_counts')
    .select(['stock_code', 'posts'])
    .where('posts', '>', 0)
    .orderBy('stock_code')
    .execute();
  const rows = await db
    .selectFrom('post_stocks')
    .select((eb) => ['stock_code', eb.fn.countAll<string>().as('n')])
    .groupBy('stock_code')
    .orderBy('stock_code')
    .execute();
  return {
    counters: counters.map((c) => [c.stock_code, Number(c.posts)]),
    rows: rows.map((r) => [r.stock_code, Number(r.n)]),
  };
}

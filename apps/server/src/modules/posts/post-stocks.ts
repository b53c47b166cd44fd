import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The upkeep of post_stocks and comment_stocks (migration 0015) inside a post's or comment's write
 * transaction; part of posts (posts.writes.ts and comments.repository.ts write it) so that
 * stock-talk, a layer above, reads it one way.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Drops the post_stocks rows of `postId` among `codes` (all when omitted) that neither the post
 * itself (position) nor any of its comments still mention.
 */
export async function pruneUnmentioned(db: Executor, postId: number, codes?: readonly string[]) {
  let prune = db
    .deleteFrom('post_stocks as ps')
    .where('ps.post_id', '=', postId)
    .where('ps.position', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('comment_stocks as cs')
            .select(sql`1`.as('one'))
            .whereRef('cs.post_id', '=', 'ps.post_id')
            .whereRef('cs.stock_code', '=', 'ps.stock_code'),
        ),
      ),
    );
  if (codes) {
    if (codes.length === 0) return;
    prune = prune.where('ps.stock_code', 'in', [...codes]);
  }
  await prune.execute();
}

/**
 * Records the stocks a post's title and content mention, in order (migration 0015), replacing
 * what it mentioned before; called inside the post's own write transaction.
 */
export async function recordPostStocks(
  trx: Transaction<Database>,
  postId: number,
  stocks: readonly StockRef[],
) {
  await trx
    .updateTable('post_stocks')
    .set({ position: null })
    .where('post_id', '=', postId)
    .execute();
  if (stocks.length > 0) {
    await sql`
      INSERT INTO post_stocks (post_id, stock_code, stock_name, position, post_created_at)
      SELECT p.id, m.code, m.name, m.position, p.created_at
        FROM posts p,
             unnest(${stocks.map((s) => s.stockCode)}::text[],
                    ${stocks.map((s) => s.stockName)}::text[],
                    ${stocks.map((_, i) => i)}::int[]) AS m(code, name, position)
       WHERE p.id = ${postId}
      ON CONFLICT (post_id, stock_code)
      DO UPDATE SET position = excluded.position, stock_name = excluded.stock_name`.execute(trx);
  }
  await pruneUnmentioned(trx, postId);
}

/**
 * Records the stocks a comment mentions, in order, replacing what it mentioned before (an edit),
 * and keeps its post's post_stocks rows in step; called inside the comment's own write
 * transaction, so a comment and its mentions are written together or not at all.
 */
export async function recordCommentStocks(
  trx: Transaction<Database>,
  comment: { id: number; postId: number; createdAt: Date },
  stocks: readonly StockRef[],
) {
  const before = await trx
    .deleteFrom('comment_stocks')
    .where('comment_id', '=', comment.id)
    .returning('stock_code')
    .execute();
  if (stocks.length > 0) {
    await trx
      .insertInto('comment_stocks')
      .values(
        stocks.map((s, position) => ({
          comment_id: comment.id,
          post_id: comment.postId,
          stock_code: s.stockCode,
          stock_name: s.stockName,
          position,
          created_at: comment.createdAt,
        })),
      )
      .execute();
    await sql`
      INSERT INTO post_stocks (post_id, stock_code, stock_name, position, post_created_at)
      SELECT p.id, m.code, m.name, NULL, p.created_at
        FROM posts p,
             unnest(${stocks.map((s) => s.stockCode)}::text[],
                    ${stocks.map((s) => s.stockName)}::text[]) AS m(code, name)
       WHERE p.id = ${comment.postId} AND p.deleted_at IS NULL
      ON CONFLICT (post_id, stock_code) DO NOTHING`.execute(trx);
  }
  const now = new Set(stocks.map((s) => s.stockCode));
  const dropped = before.map((r) => r.stock_code).filter((code) => !now.has(code));
  await pruneUnmentioned(trx, comment.postId, dropped);
}

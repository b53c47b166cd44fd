import type { PredictionStatus } from '@myeolgong/contract/predictions';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

/** A prediction to write: everything but what settling sets. */
export interface NewPrediction {
  userId: number;
  stockCode: string;
  stockName: string;
  direction: 'UP' | 'DOWN';
  horizon: '1W' | '1M' | '3M';
  reason: string | null;
  startPrice: number;
  createdAt: Date;
  settleAt: Date;
}

/** One settlement: the close a due prediction settles on, with what follows from it. */
export interface Settlement {
  id: number;
  endPrice: number;
  endDate: string;
  returnRate: number;
  hit: boolean;
  settledAt: Date;
}

/** The one settler across instances: the transaction-level advisory lock of its writes. */
const SETTLER_LOCK = sql`hashtext('predictions-settlement')`;

/** 예측 기록 rows (migration 0031): SQL only, the rules are in the service and settlement.ts. */
export function predictionsRepository(db: Kysely<Database>, read: Kysely<Database> = db) {
  const rows = (executor: Kysely<Database>) =>
    executor
      .selectFrom('predictions as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .selectAll('p')
      .select([
        'u.nickname',
        'u.profile_image',
        sql<boolean>`u.deleted_at IS NOT NULL`.as('user_deleted'),
      ]);

  async function page(
    where: { userId?: number; stockCode?: string },
    status: PredictionStatus | undefined,
    request: PageRequest,
  ) {
    let list = rows(read);
    let count = read
      .selectFrom('predictions as p')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.userId !== undefined) {
      list = list.where('p.user_id', '=', where.userId);
      count = count.where('p.user_id', '=', where.userId);
    }
    if (where.stockCode !== undefined) {
      list = list.where('p.stock_code', '=', where.stockCode);
      count = count.where('p.stock_code', '=', where.stockCode);
    }
    if (status !== undefined) {
      list = list.where('p.status', '=', status);
      count = count.where('p.status', '=', status);
    }
    const [content, total] = await Promise.all([
      list
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(request.size)
        .offset(offsetOf(request))
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: content, total: Number(total.n) };
  }

  return {
    /**
     * Writes a prediction under a lock on the member's row, so the open count and the one-open
     * rule hold against the member's other requests: 'duplicate' or 'limit' when refused.
     */
    create(p: NewPrediction, openMax: number) {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate().execute();
        const open = await trx
          .selectFrom('predictions')
          .select([
            (eb) => eb.fn.countAll<number>().as('n'),
            sql<boolean>`bool_or(stock_code = ${p.stockCode} AND horizon = ${p.horizon})`.as(
              'same',
            ),
          ])
          .where('user_id', '=', p.userId)
          .where('status', '=', 'OPEN')
          .executeTakeFirstOrThrow();
        if (open.same) return 'duplicate' as const;
        if (Number(open.n) >= openMax) return 'limit' as const;
        const { id } = await trx
          .insertInto('predictions')
          .values({
            user_id: p.userId,
            stock_code: p.stockCode,
            stock_name: p.stockName,
            direction: p.direction,
            horizon: p.horizon,
            reason: p.reason,
            start_price: p.startPrice,
            created_at: p.createdAt,
            settle_at: p.settleAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(id);
      });
    },

    /** One prediction with its author, on the primary (a delete, the answer to a create). */
    find(id: number) {
      return rows(db).where('p.id', '=', id).executeTakeFirst();
    },

    /** Deletes an open prediction; false when it is gone or settled meanwhile. */
    async remove(id: number) {
      const row = await db
        .deleteFrom('predictions')
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    byUser: (userId: number, status: PredictionStatus | undefined, request: PageRequest) =>
      page({ userId }, status, request),
    byStock: (stockCode: string, status: PredictionStatus | undefined, request: PageRequest) =>
      page({ stockCode }, status, request),

    /** A member's counts: open, settled, hits and the mean return of the settled ones. */
    async record(userId: number) {
      const row = await read
        .selectFrom('predictions')
        .select([
          sql<number>`count(*) FILTER (WHERE status = 'OPEN')`.as('open'),
          sql<number>`count(*) FILTER (WHERE status = 'SETTLED')`.as('settled'),
          sql<number>`count(*) FILTER (WHERE hit)`.as('hits'),
          sql<number | null>`avg(return_rate) FILTER (WHERE status = 'SETTLED')`.as('avg_return'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        open: Number(row.open),
        settled: Number(row.settled),
        hits: Number(row.hits),
        avgReturn: row.avg_return === null ? null : Number(row.avg_return),
      };
    },

    /**
     * Members with at least `minSettled` settled predictions (since `since`, on `stockCode`),
     * highest hit rate first, then more settled, then the better mean return.
     */
    async leaders(options: {
      since: Date | null;
      stockCode: string | null;
      minSettled: number;
      limit: number;
    }) {
      let q = read
        .selectFrom('predictions as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.user_id',
          'u.nickname',
          'u.profile_image',
          sql<number>`count(*)`.as('settled'),
          sql<number>`count(*) FILTER (WHERE p.hit)`.as('hits'),
          sql<number>`avg(p.return_rate)`.as('avg_return'),
        ])
        .where('p.status', '=', 'SETTLED')
        .where('u.deleted_at', 'is', null);
      if (options.since) q = q.where('p.settled_at', '>=', options.since);
      if (options.stockCode) q = q.where('p.stock_code', '=', options.stockCode);
      const found = await q
        .groupBy(['p.user_id', 'u.nickname', 'u.profile_image'])
        .having(sql<boolean>`count(*) >= ${options.minSettled}`)
        .orderBy(sql`count(*) FILTER (WHERE p.hit)::float8 / count(*)`, 'desc')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`avg(p.return_rate)`, 'desc')
        .orderBy('p.user_id', 'asc')
        .limit(options.limit)
        .execute();
      return found.map((r) => ({
        userId: Number(r.user_id),
        nickname: r.nickname,
        profileImage: r.profile_image,
        settled: Number(r.settled),
        hits: Number(r.hits),
        avgReturn: Number(r.avg_return),
      }));
    },

    /** The settled and hit counts of these members, those with at least `minSettled` only. */
    async badges(userIds: readonly number[], minSettled: number) {
      if (userIds.length === 0) return [];
      const found = await read
        .selectFrom('predictions')
        .select([
          'user_id',
          sql<number>`count(*)`.as('settled'),
          sql<number>`count(*) FILTER (WHERE hit)`.as('hits'),
        ])
        .where('status', '=', 'SETTLED')
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .having(sql<boolean>`count(*) >= ${minSettled}`)
        .execute();
      return found.map((r) => ({
        userId: Number(r.user_id),
        settled: Number(r.settled),
        hits: Number(r.hits),
      }));
    },

    /** Open predictions due at `now`, the earliest first (after `after`, a previous round's last). */
    due(now: Date, limit: number, after: { settleAt: Date; id: number } | null = null) {
      let q = db
        .selectFrom('predictions')
        .select([
          'id',
          'user_id',
          'stock_code',
          'stock_name',
          'direction',
          'horizon',
          'start_price',
          'settle_at',
        ])
        .where('status', '=', 'OPEN')
        .where('settle_at', '<=', now);
      if (after) q = q.where(sql<boolean>`(settle_at, id) > (${after.settleAt}, ${after.id})`);
      return q.orderBy('settle_at').orderBy('id').limit(limit).execute();
    },

    /**
     * Settles these predictions in one transaction, as the one settler across instances (a
     * transaction-level advisory lock: another settler at the same moment gets null and leaves
     * them to this one). Only rows still open change (a settled row never does, migration 0031),
     * and each settled one notifies its author, if wanted, with `text(id)`, in the same
     * transaction. The ids it settled.
     */
    settle(batch: readonly Settlement[], text: (id: number) => string) {
      if (batch.length === 0) return Promise.resolve([] as number[]);
      return db.transaction().execute(async (trx) => {
        const { rows: lock } = await sql<{
          ok: boolean;
        }>`SELECT pg_try_advisory_xact_lock(${SETTLER_LOCK}) AS ok`.execute(trx);
        if (!lock[0]?.ok) return null;
        const values = sql.join(
          batch.map(
            (s) =>
              sql`(${s.id}::bigint, ${s.endPrice}::float8, ${s.endDate}::date, ${s.returnRate}::float8, ${s.hit}::boolean, ${s.settledAt}::timestamptz)`,
          ),
        );
        const { rows: settled } = await sql<{
          id: number;
          user_id: number;
          stock_code: string;
          stock_name: string;
        }>`
          UPDATE predictions p
             SET status = 'SETTLED', end_price = v.end_price, end_date = v.end_date,
                 return_rate = v.return_rate, hit = v.hit, settled_at = v.settled_at
            FROM (VALUES ${values}) AS v (id, end_price, end_date, return_rate, hit, settled_at)
           WHERE p.id = v.id AND p.status = 'OPEN'
       RETURNING p.id, p.user_id, p.stock_code, p.stock_name`.execute(trx);
        if (settled.length > 0) {
          const notes = sql.join(
            settled.map(
              (r) =>
                sql`(${r.user_id}::bigint, ${r.stock_code}::text, ${r.stock_name}::text, ${text(Number(r.id))}::text)`,
            ),
          );
          await sql`
            INSERT INTO notifications (user_id, type, stock_code, stock_name, text)
            SELECT n.user_id, 'PREDICTION_SETTLED', n.stock_code, n.stock_name, n.text
              FROM (VALUES ${notes}) AS n (user_id, stock_code, stock_name, text)
             WHERE notification_wanted(n.user_id, NULL, 'PREDICTION_SETTLED')`.execute(trx);
        }
        return settled.map((r) => Number(r.id));
      });
    },
  };
}

export type PredictionsRepository = ReturnType<typeof predictionsRepository>;
export type PredictionRow = NonNullable<Awaited<ReturnType<PredictionsRepository['find']>>>;

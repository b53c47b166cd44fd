import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AlertLevel } from './stock-levels';

/** One level one stock reached on a trading day, with what its watchers are told. */
export interface Crossing {
  stockCode: string;
  stockName: string;
  /** YYYY-MM-DD, Asia/Seoul. */
  tradingDay: string;
  level: AlertLevel;
  /** Of several levels of one stock recorded at once, only the highest rank is told. */
  rank: number;
  text: string;
}

/** A stock whose mentions of the last hour are at least `min` (the STOCK_BUZZ candidates). */
export interface Buzz {
  stockCode: string;
  stockName: string;
  lastHour: number;
  /** Mentions per hour over the 7 days before the last hour. */
  hourlyAverage: number;
}

/** The mentions the buzz counts: a post's own (title, content) and its comments', still shown. */
const mentionsBetween = (from: Date, to: Date) => sql`
  SELECT ps.stock_code, ps.stock_name FROM post_stocks ps
    JOIN posts p ON p.id = ps.post_id AND p.deleted_at IS NULL AND p.hidden_at IS NULL
   WHERE ps.position IS NOT NULL AND ps.post_created_at > ${from} AND ps.post_created_at <= ${to}
  UNION ALL
  SELECT cs.stock_code, cs.stock_name FROM comment_stocks cs
    JOIN comments c ON c.id = cs.comment_id AND c.deleted_at IS NULL AND c.hidden_at IS NULL
   WHERE cs.created_at > ${from} AND cs.created_at <= ${to}`;

const HOUR_MS = 3_600_000;
const WEEK_HOURS = 7 * 24;

export function stockAlertsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records the crossings of stocks someone watches and writes their watchers' notifications,
     * in one statement: the crossings are inserted with ON CONFLICT DO NOTHING RETURNING (only
     * the statement that inserted one tells it: a restart, a second look or another instance on
     * the same database finds it there and writes nothing), then one INSERT … SELECT writes a
     * notification for every watcher of each stock, its most extreme new level, who wants the
     * type (notification_wanted of 0013: settings, deleted accounts). Answers the crossings that
     * are recorded now (by this statement or earlier), so the caller stops asking about them,
     * and how many notifications it wrote.
     */
    async record(
      type: 'STOCK_MOVE' | 'STOCK_BUZZ',
      crossings: readonly Crossing[],
    ): Promise<{ recorded: { stockCode: string; level: string }[]; notified: number }> {
      if (crossings.length === 0) return { recorded: [], notified: 0 };
      const values = sql.join(
        crossings.map(
          (c) =>
            sql`(${c.stockCode}::text, ${c.tradingDay}::date, ${c.level}::text, ${c.rank}::int, ${c.stockName}::text, ${c.text}::text)`,
        ),
      );
      const { rows } = await sql<{
        stock_code: string | null;
        level: string | null;
        notified: string | number;
      }>`
        WITH wanted (stock_code, trading_day, level, rank, stock_name, text) AS (VALUES ${values}),
        watched AS (
          SELECT w.* FROM wanted w
           WHERE EXISTS (SELECT 1 FROM stock_watchlist sw WHERE sw.stock_code = w.stock_code)
        ),
        inserted AS (
          INSERT INTO stock_alerts_sent (stock_code, trading_day, level)
          SELECT stock_code, trading_day, level FROM watched
          ON CONFLICT DO NOTHING
          RETURNING stock_code, trading_day, level
        ),
        told AS (
          SELECT DISTINCT ON (w.stock_code) w.stock_code, w.stock_name, w.text
            FROM inserted i
            JOIN watched w ON w.stock_code = i.stock_code AND w.trading_day = i.trading_day
                          AND w.level = i.level
           ORDER BY w.stock_code, w.rank DESC
        ),
        notified AS (
          INSERT INTO notifications (user_id, type, stock_code, stock_name, text)
          SELECT sw.user_id, ${type}::text, t.stock_code, t.stock_name, t.text
            FROM told t
            JOIN stock_watchlist sw ON sw.stock_code = t.stock_code
           WHERE notification_wanted(sw.user_id, NULL::bigint, ${type}::text)
          RETURNING 1
        )
        SELECT w.stock_code, w.level, (SELECT count(*) FROM notified) AS notified
          FROM watched w
         UNION ALL
        SELECT NULL, NULL, (SELECT count(*) FROM notified)
      `.execute(db);
      return {
        recorded: rows
          .filter((r) => r.stock_code !== null && r.level !== null)
          .map((r) => ({ stockCode: r.stock_code!, level: r.level! })),
        notified: Number(rows[0]?.notified ?? 0),
      };
    },

    /**
     * The stocks mentioned at least `min` times in the hour before `now` whose count is at least
     * `ratio` times their hourly average over the 7 days before that hour. The hour's mentions
     * come from the time indexes (a handful of stocks pass `min`); only those stocks' week is
     * counted, each through its (stock_code, time) index (migration 0029).
     */
    async buzzing(now: Date, min: number, ratio: number): Promise<Buzz[]> {
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const weekAgo = new Date(hourAgo.getTime() - WEEK_HOURS * HOUR_MS);
      const { rows } = await sql<{
        stock_code: string;
        stock_name: string;
        last_hour: string | number;
        week: string | number;
      }>`
        WITH hot AS (
          SELECT m.stock_code, max(m.stock_name) AS stock_name, count(*) AS last_hour
            FROM (${mentionsBetween(hourAgo, now)}) m
           GROUP BY m.stock_code
          HAVING count(*) >= ${min}
        )
        SELECT h.stock_code, h.stock_name, h.last_hour,
               (SELECT count(*) FROM (${mentionsBetween(weekAgo, hourAgo)}) wk
                 WHERE wk.stock_code = h.stock_code) AS week
          FROM hot h
      `.execute(db);
      return rows
        .map((r) => ({
          stockCode: r.stock_code,
          stockName: r.stock_name,
          lastHour: Number(r.last_hour),
          hourlyAverage: Number(r.week) / WEEK_HOURS,
        }))
        .filter((b) => b.lastHour >= ratio * b.hourlyAverage);
    },

    /** Forgets the crossings of trading days before `day` (they can no longer repeat). */
    async pruneBefore(day: string): Promise<void> {
      await db.deleteFrom('stock_alerts_sent').where('trading_day', '<', day).execute();
    },
  };
}

export type StockAlertsRepository = ReturnType<typeof stockAlertsRepository>;

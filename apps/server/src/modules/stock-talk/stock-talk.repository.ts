import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { visibleTo } from '../../db/visibility';
import { selectPostRows } from '../posts/posts.repository';

export function stockTalkRepository(db: Kysely<Database>) {
  /**
   * The mentions written since `since`, by stock (`codes`: a condition on the stock code, or
   * every stock), as 토론 많은 종목 and the 관심종목 lists count them: posts that mention the stock
   * themselves and comments, both live, on live posts.
   */
  async function countMentions(
    since: Date,
    codes: RawBuilder<unknown> | null,
    tail: RawBuilder<unknown>,
  ) {
    const postCode = codes ? sql`AND ps.stock_code ${codes}` : sql``;
    const commentCode = codes ? sql`AND cs.stock_code ${codes}` : sql``;
    const result = await sql<{ stock_code: string; posts: string; comments: string }>`
      SELECT stock_code, sum(posts) AS posts, sum(comments) AS comments
        FROM (
          SELECT ps.stock_code, count(*) AS posts, 0 AS comments
            FROM post_stocks ps
            JOIN posts p ON p.id = ps.post_id
           WHERE ps.position IS NOT NULL AND ps.post_created_at >= ${since} ${postCode}
             AND p.deleted_at IS NULL AND p.hidden_at IS NULL
           GROUP BY ps.stock_code
          UNION ALL
          SELECT cs.stock_code, 0 AS posts, count(*) AS comments
            FROM comment_stocks cs
            JOIN comments c ON c.id = cs.comment_id
            JOIN posts p ON p.id = cs.post_id
           WHERE cs.created_at >= ${since} ${commentCode}
             AND c.deleted_at IS NULL AND c.hidden_at IS NULL
             AND p.deleted_at IS NULL AND p.hidden_at IS NULL
           GROUP BY cs.stock_code
        ) AS counted
       GROUP BY stock_code
       ${tail}`.execute(db);
    return result.rows.map((row) => ({
      stockCode: row.stock_code,
      posts: Number(row.posts),
      comments: Number(row.comments),
    }));
  }

  return {
    /**
     * One page of the live posts that mention `code` (themselves or through a comment), newest
     * first, as `viewerId` may see them. Walks post_stocks_stock_idx and stops after the page.
     */
    async postsMentioning(
      code: string,
      page: PageRequest,
      viewerId: number | null,
      seeHidden: boolean,
    ) {
      const rows = await selectPostRows(db, viewerId)
        .innerJoin('post_stocks as ps', 'ps.post_id', 'p.id')
        .where('ps.stock_code', '=', code)
        .where(visibleTo('p', viewerId, seeHidden))
        .orderBy('ps.post_created_at', 'desc')
        .orderBy('ps.post_id', 'desc')
        .limit(page.size + 1)
        .offset(offsetOf(page))
        .execute();
      return { rows: rows.slice(0, page.size), more: rows.length > page.size };
    },

    /**
     * How many live posts `viewerId` may see mention `code`. Deleted posts have no rows (the
     * posts repository drops them), so the stock's rows are its counter (migration 0018), then
     * the few hidden posts (posts_hidden_idx) and those of members the viewer blocks are taken
     * away, as the board counts do (decision 011).
     */
    async countMentioning(code: string, viewerId: number | null, seeHidden: boolean) {
      const mentions = () =>
        db
          .selectFrom('posts as p')
          .innerJoin('post_stocks as ps', (join) =>
            join.onRef('ps.post_id', '=', 'p.id').on('ps.stock_code', '=', code),
          )
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('p.deleted_at', 'is', null);
      const row = await db
        .selectNoFrom(() => [
          // The stock's rows, kept by the triggers of migration 0018 (no row: none yet).
          sql<string>`coalesce((SELECT posts FROM stock_post_counts WHERE stock_code = ${code}), 0)`.as(
            'rows',
          ),
          (seeHidden
            ? sql<string>`0`
            : sql<string>`(${mentions().where('p.hidden_at', 'is not', null)})`
          ).as('hidden'),
          // From the viewer's blocks (usually none) to those members' posts (posts_author_idx)
          // to this stock's row of each (the primary key): never every row of the stock.
          (viewerId === null
            ? sql<string>`0`
            : sql<string>`(SELECT count(*) FROM user_blocks ub
                 JOIN posts p ON p.author_id = ub.blocked_id AND p.deleted_at IS NULL
                                 AND (${seeHidden} OR p.hidden_at IS NULL)
                 JOIN post_stocks ps ON ps.post_id = p.id AND ps.stock_code = ${code}
                WHERE ub.blocker_id = ${viewerId})`
          ).as('blocked'),
        ])
        .executeTakeFirstOrThrow();
      return Math.max(0, Number(row.rows) - Number(row.hidden) - Number(row.blocked));
    },

    /** How many live, visible posts written since `since` mention `code` themselves. */
    async countMentioningSince(code: string, since: Date) {
      const row = await db
        .selectFrom('post_stocks as ps')
        .innerJoin('posts as p', 'p.id', 'ps.post_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ps.stock_code', '=', code)
        .where('ps.post_created_at', '>=', since)
        .where('p.deleted_at', 'is', null)
        .where('p.hidden_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Mentions of each of `codes` since `since`: live posts written since then that mention the
     * stock themselves, and live comments (on live posts) written since then. Stocks without any
     * are left out.
     */
    async mentionsOf(codes: readonly string[], since: Date) {
      if (codes.length === 0) return [];
      const list = sql.join(codes.map((code) => sql`${code}`));
      return countMentions(since, sql`IN (${list})`, sql``);
    },

    /**
     * Mentions since `since` by stock: live posts written since then that mention the stock
     * themselves, and live comments (on live posts) written since then; most mentioned first.
     */
    async discussed(since: Date, limit: number) {
      return countMentions(
        since,
        null,
        sql`ORDER BY sum(posts) + sum(comments) DESC, sum(posts) DESC, stock_code LIMIT ${limit}`,
      );
    },
  };
}

export type StockTalkRepository = ReturnType<typeof stockTalkRepository>;

import { z } from 'zod';
import { PageQuery } from './paging';

/** CONTRACT.md 'Stocks in the community': the wire of 종목토론 and 토론 많은 종목. */

// StockMention (a post's `stocks` item) is defined in posts.ts: importing this module from there
// kept its schemas, and zod with them, in the web's posts bundle (zod's eval probe trips the CSP).
import { discussedPeriods, stockTalkMessages } from './stock-talk-paths';

// The zod-free part (periods, messages, paths) lives in stock-talk-paths.ts: the web imports it
// at run time, and a zod schema in its bundle would bring zod's eval probe, which the CSP blocks.
export { DISCUSSED_MAX, type DiscussedPeriod } from './stock-talk-paths';

/** GET /api/stock/discussed?period=day|week (day when absent). */
export const DiscussedQuery = z.object({
  period: z.enum(discussedPeriods, { error: stockTalkMessages.invalidPeriod }).default('day'),
});

/** One row of 토론 많은 종목: mentions in posts and in comments written in the period. */
export const DiscussedStock = z
  .object({
    stockCode: z.string(),
    stockName: z.string(),
    /** Posts written in the period that mention the stock. */
    posts: z.number().int(),
    /** Comments written in the period that mention the stock. */
    comments: z.number().int(),
    /** The stock's change from the previous close, in percent (null when no quote is known). */
    changeRate: z.number().nullable(),
  })
  .meta({ id: 'DiscussedStock' });
export type DiscussedStock = z.infer<typeof DiscussedStock>;

/** GET /api/stock/{stockCode}/posts?page=&size= */
export const StockPostsQuery = PageQuery;

/** GET /api/stock/mentions?codes=005930,000660 (at most STOCK_MENTIONS_MAX_CODES). */
export const StockMentionsQuery = z.object({
  codes: z.string().max(1000).default(''),
});

/**
 * Today's mentions of one stock (since 00:00 Asia/Seoul): live posts written today that mention it
 * themselves, and live comments written today; for the 관심종목 lists.
 */
export const StockMentionCount = z
  .object({
    stockCode: z.string(),
    posts: z.number().int(),
    comments: z.number().int(),
  })
  .meta({ id: 'StockMentionCount' });
export type StockMentionCount = z.infer<typeof StockMentionCount>;

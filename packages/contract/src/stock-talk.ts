import { z } from 'zod';
import { PageQuery } from './paging';

/** CONTRACT.md 'Stocks in the community': the wire of 종목토론 and 토론 많은 종목. */

/** A stock a post mentions: `Post.stocks`, in the order of the text, at most 10. */
export const StockMention = z
  .object({ stockCode: z.string(), stockName: z.string() })
  .meta({ id: 'StockMention' });
export type StockMention = z.infer<typeof StockMention>;

export const discussedPeriods = ['day', 'week'] as const;
export type DiscussedPeriod = (typeof discussedPeriods)[number];

export const stockTalkMessages = {
  invalidPeriod: '기간은 day 또는 week 중 하나여야 합니다.',
} as const;

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

/** The ranking holds at most this many stocks. */
export const DISCUSSED_MAX = 20;

/** GET /api/stock/{stockCode}/posts?page=&size= */
export const StockPostsQuery = PageQuery;

export const stockTalkPaths = {
  posts: (stockCode: string) => `/api/stock/${encodeURIComponent(stockCode)}/posts`,
  discussed: '/api/stock/discussed',
} as const;

// Kept free of zod: the web app imports these at run time (see stock-talk.ts for the schemas).

/** The periods of 토론 많은 종목 (CONTRACT.md 'Stocks in the community'). */
export const discussedPeriods = ['day', 'week'] as const;
export type DiscussedPeriod = (typeof discussedPeriods)[number];

/** GET /api/stock/mentions takes at most this many codes (a whole 관심종목 list). */
export const STOCK_MENTIONS_MAX_CODES = 100;

export const stockTalkMessages = {
  invalidPeriod: '기간은 day 또는 week 중 하나여야 합니다.',
  tooManyMentionCodes: `종목코드는 한 번에 ${STOCK_MENTIONS_MAX_CODES}개까지 조회할 수 있습니다.`,
} as const;

/** The ranking holds at most this many stocks. */
export const DISCUSSED_MAX = 20;

// Kept free of zod: the web app imports these at run time (see stock-talk.ts for the schemas).

/** The periods of 토론 많은 종목 (CONTRACT.md 'Stocks in the community'). */
export const discussedPeriods = ['day', 'week'] as const;
export type DiscussedPeriod = (typeof discussedPeriods)[number];

export const stockTalkMessages = {
  invalidPeriod: '기간은 day 또는 week 중 하나여야 합니다.',
} as const;

/** The ranking holds at most this many stocks. */
export const DISCUSSED_MAX = 20;

// Kept free of zod: the web imports these types, labels and messages at run time (a zod schema in
// its bundle would bring zod's eval probe, which the CSP blocks). The zod schemas of the server
// routes are in ./sentiment-schemas.ts.

/** CONTRACT.md 'Member sentiment (매수·매도 의견)': a member's stance on a stock for one day. */
export const stances = ['BUY', 'SELL', 'HOLD'] as const;
export type Stance = (typeof stances)[number];

/** How the site names each stance (buttons, the bar, the badge on a post). */
export const stanceLabels = {
  BUY: '매수',
  SELL: '매도',
  HOLD: '관망',
} as const satisfies Record<Stance, string>;

/** GET …/sentiment?days=: the timeline's length in calendar days (Asia/Seoul). */
export const SENTIMENT_DAYS_DEFAULT = 30;
export const SENTIMENT_DAYS_MAX = 365;
/** The lengths the stock page offers. */
export const sentimentRanges = [30, 90, 365] as const;

/** The day's members per stance. */
export interface SentimentCounts {
  buy: number;
  sell: number;
  hold: number;
}

/**
 * PUT and DELETE /api/stock/{stockCode}/sentiment: the member's stance today after the call
 * (null once withdrawn) and today's counts with it. DELETE answers this shape too (stance null),
 * so the screen redraws the bar from the answer either way.
 */
export interface SentimentChoice {
  stance: Stance | null;
  today: SentimentCounts;
}

/** One calendar day of the timeline: its counts and the stock's close (null when no session). */
export interface SentimentDay extends SentimentCounts {
  /** YYYY-MM-DD, the day in Korea. */
  date: string;
  close: number | null;
}

/** GET /api/stock/{stockCode}/sentiment?days=30 */
export interface Sentiment {
  /** Today's counts and the viewer's own stance today (null: none, or signed out). */
  today: SentimentCounts & { mine: Stance | null };
  /** Every calendar day of the window, oldest first, today last (days with no votes count 0). */
  days: SentimentDay[];
}

export const sentimentMessages = {
  invalidStance: '의견은 매수(BUY), 매도(SELL), 관망(HOLD) 중 하나로 골라주세요.',
  invalidDays: `기간(days)은 1부터 ${SENTIMENT_DAYS_MAX}까지의 정수로 입력해주세요.`,
} as const;

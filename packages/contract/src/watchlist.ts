// Kept free of zod: the web dashboard imports these types and constants.
// The zod schemas for the server routes are in ./watchlist-schemas.ts.
import type { ChangeSign } from './stocks';

/** CONTRACT.md 'Watchlist and stock alerts': at most this many stocks per member. */
export const WATCHLIST_MAX = 100;

/** One watched stock, in the order added, with its latest quote. */
export interface WatchedStock {
  stockCode: string;
  stockName: string;
  /** The current price in won (the quote's currentPrice). */
  price: number;
  /** Percent change from the previous close (1.23 = +1.23 %). */
  changeRate: number;
  changeSign: ChangeSign;
  /** ISO 8601: when the member added it. */
  addedAt: string;
}

export const watchlistMessages = {
  full: `관심종목은 ${WATCHLIST_MAX}개까지 담을 수 있습니다. 다른 종목을 빼고 다시 시도해주세요.`,
} as const;

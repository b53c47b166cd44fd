// Kept free of zod: the web dashboard imports these types and constants.
// The zod schemas for the server routes are in ./stock-schemas.ts.

/**
 * KIS/KRX 전일대비 부호: 1 상한, 2 상승, 3 보합, 4 하한, 5 하락.
 * SPEC.md §2 colours 1 and 2 red, 4 and 5 blue, 3 grey.
 */
export type ChangeSign = 1 | 2 | 3 | 4 | 5;

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Which colour a change sign takes (SPEC.md §2: red up, blue down, grey otherwise). */
export function changeDirection(sign: number): ChangeDirection {
  if (sign === 1 || sign === 2) return 'up';
  if (sign === 4 || sign === 5) return 'down';
  return 'flat';
}

/**
 * A stock quote with exactly the fields of SPEC.md §3 'Stock'.
 * Prices are whole won; changeRate is a percentage with two decimals (1.23 = +1.23 %),
 * negative when the price fell; changePrice is signed the same way.
 * A null means the value is not known (the dashboard shows N/A).
 */
export interface Stock {
  /** KRX short code: six characters, digits (005930) or, for newer listings, digits and capitals (0126Z0). */
  stockCode: string;
  stockName: string;
  currentPrice: number;
  changePrice: number;
  changeRate: number;
  changeSign: ChangeSign;
  /** Shares traded so far in the session (누적 거래량). */
  volume: number | null;
  openPrice: number | null;
  highPrice: number | null;
  lowPrice: number | null;
  /** 기준가: the previous session's close. */
  prevClosePrice: number | null;
  /** 누적 거래대금 in won. */
  transactionAmount: number | null;
  per: number | null;
  pbr: number | null;
  /** ISO 8601 UTC time of the last trade or refresh of this quote. */
  lastUpdated: string;
}

export type IndexCode = 'KOSPI' | 'KOSDAQ' | 'KOSPI200';

export const indexCodes = ['KOSPI', 'KOSDAQ', 'KOSPI200'] as const satisfies readonly IndexCode[];

/** CONTRACT.md 'Market indices'. */
export interface MarketIndex {
  indexCode: IndexCode;
  /** 코스피, 코스닥, 코스피 200 */
  indexName: string;
  /** Index points with two decimals. */
  currentValue: number;
  changeValue: number;
  /** Percentage with two decimals, negative when the index fell. */
  changeRate: number;
  changeSign: ChangeSign;
  lastUpdated: string;
}

/** GET /api/stock/history/{stockCode}?range= */
export type HistoryRange = '1d' | '1w' | '1m' | '1y';

export const historyRanges = ['1d', '1w', '1m', '1y'] as const satisfies readonly HistoryRange[];

export const DEFAULT_HISTORY_RANGE: HistoryRange = '1d';

/**
 * '1d' answers one-minute bars of the latest session (an intraday line);
 * '1w', '1m' and '1y' answer daily bars (candles) of the last 5, ~21 and ~245 sessions.
 */
export const historyIntervals = {
  '1d': 'minute',
  '1w': 'day',
  '1m': 'day',
  '1y': 'day',
} as const satisfies Record<HistoryRange, 'minute' | 'day'>;

/**
 * One bar of a price chart, oldest first.
 * `time` is the bar's start as an ISO 8601 UTC instant. A daily bar starts at the
 * session's opening, 09:00 KST = 00:00 UTC, so its first ten characters are the KST trading date.
 */
export interface HistoryPoint {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The market-status badge of the dashboard: 장중, 장마감 or 휴장. */
export type MarketState = 'open' | 'closed' | 'holiday';

export const marketStateLabels = {
  open: '장중',
  closed: '장마감',
  holiday: '휴장',
} as const satisfies Record<MarketState, string>;

/** GET /api/stock/market-status */
export interface MarketStatus {
  /** 'open' 09:00–15:30 KST on a KRX trading day; 'closed' outside the session on a trading day; 'holiday' on weekends and KRX holidays. */
  state: MarketState;
  /** The Korean badge text (marketStateLabels[state]). */
  label: string;
  /** KST date (YYYY-MM-DD) of the session the quotes belong to: today while open or after the close, else the last session. */
  sessionDate: string;
  /** ISO UTC instant of the next opening bell. */
  nextOpen: string;
  /** ISO UTC instant when the server's stock snapshot was last refreshed. */
  lastUpdated: string;
  /** Where the quotes come from: the built-in simulator or the KIS Open API. */
  provider: 'simulator' | 'kis';
}

/** `/topic/stocks`: the quotes that changed since the previous message (CONTRACT.md 'Real-time channel'). */
export type StocksMessage = Stock[];

/** The `limit` of the list calls: SPEC.md §9 'stock lists 10', bounded to 1..50 (400 outside). */
export const STOCK_LIST_DEFAULT_LIMIT = 10;
export const STOCK_LIST_MAX_LIMIT = 50;
/** GET /api/stock/quotes?codes= takes at most this many comma-separated codes. */
export const STOCK_QUOTES_MAX_CODES = 50;

/** A KRX short code: six digits, or digits and capitals for newer listings (0126Z0). */
export const STOCK_CODE_PATTERN = /^[0-9][0-9A-Z]{5}$/;

export function isStockCode(value: string): boolean {
  return STOCK_CODE_PATTERN.test(value);
}

/** The Korean messages the server answers with (SPEC.md §8 'Dashboard' messages are the web's). */
export const stockMessages = {
  invalidCode: '종목코드는 6자리여야 합니다.',
  notFound: '종목을 찾을 수 없습니다.',
  invalidLimit: `limit은 1부터 ${STOCK_LIST_MAX_LIMIT} 사이여야 합니다.`,
  invalidRange: '기간은 1d, 1w, 1m, 1y 중 하나여야 합니다.',
  tooManyCodes: `종목코드는 한 번에 ${STOCK_QUOTES_MAX_CODES}개까지 조회할 수 있습니다.`,
} as const;

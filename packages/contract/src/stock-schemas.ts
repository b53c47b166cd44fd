// zod schemas of the stock calls, for the server routes and the OpenAPI document.
// The web app imports the plain types and constants of ./stocks.ts instead.
import { z } from 'zod';
import {
  type HistoryPoint as HistoryPointType,
  type MarketIndex as MarketIndexType,
  type MarketStatus as MarketStatusType,
  type Stock as StockType,
  DEFAULT_HISTORY_RANGE,
  historyRanges,
  indexCodes,
  STOCK_CODE_PATTERN,
  STOCK_LIST_DEFAULT_LIMIT,
  STOCK_LIST_MAX_LIMIT,
  stockMessages,
} from './stocks';

export const ChangeSign = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export const Stock = z
  .object({
    stockCode: z.string(),
    stockName: z.string(),
    currentPrice: z.number(),
    changePrice: z.number(),
    changeRate: z.number(),
    changeSign: ChangeSign,
    volume: z.number().nullable(),
    openPrice: z.number().nullable(),
    highPrice: z.number().nullable(),
    lowPrice: z.number().nullable(),
    prevClosePrice: z.number().nullable(),
    transactionAmount: z.number().nullable(),
    per: z.number().nullable(),
    pbr: z.number().nullable(),
    lastUpdated: z.string(),
  })
  .meta({ id: 'Stock' }) satisfies z.ZodType<StockType>;

export const MarketIndex = z
  .object({
    indexCode: z.enum(indexCodes),
    indexName: z.string(),
    currentValue: z.number(),
    changeValue: z.number(),
    changeRate: z.number(),
    changeSign: ChangeSign,
    lastUpdated: z.string(),
  })
  .meta({ id: 'MarketIndex' }) satisfies z.ZodType<MarketIndexType>;

export const HistoryPoint = z
  .object({
    time: z.string(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number(),
  })
  .meta({ id: 'HistoryPoint' }) satisfies z.ZodType<HistoryPointType>;

export const MarketStatus = z
  .object({
    state: z.enum(['open', 'closed', 'holiday']),
    label: z.string(),
    sessionDate: z.string(),
    nextOpen: z.string(),
    lastUpdated: z.string(),
    provider: z.enum(['simulator', 'kis']),
  })
  .meta({ id: 'MarketStatus' }) satisfies z.ZodType<MarketStatusType>;

export const StockCodeParams = z.object({
  stockCode: z.string().regex(STOCK_CODE_PATTERN, { error: stockMessages.invalidCode }),
});

/** POST /api/admin/stock-sim/{stockCode} (STOCK_SIM_CONTROL). */
export const StockShockBody = z.object({
  to: z.union(
    [
      z.number({ error: '변동률은 -30에서 30 사이의 숫자입니다.' }).min(-30).max(30),
      z.enum(['UPPER', 'LOWER']),
    ],
    { error: '변동률(-30~30) 또는 UPPER·LOWER를 보내 주세요.' },
  ),
});

const limit = z.coerce
  .number({ error: stockMessages.invalidLimit })
  .int({ error: stockMessages.invalidLimit })
  .min(1, { error: stockMessages.invalidLimit })
  .max(STOCK_LIST_MAX_LIMIT, { error: stockMessages.invalidLimit })
  .default(STOCK_LIST_DEFAULT_LIMIT);

export const StockListQuery = z.object({ limit });

export const StockSearchQuery = z.object({
  /** SPEC.md §7: the query parameter is `name`; `query` and `q` are accepted too. */
  name: z.string().max(100).optional(),
  query: z.string().max(100).optional(),
  q: z.string().max(100).optional(),
  limit,
});

export const StockQuotesQuery = z.object({
  codes: z.string().max(2000).default(''),
});

export const HistoryQuery = z.object({
  range: z
    .enum(historyRanges, { error: stockMessages.invalidRange })
    .default(DEFAULT_HISTORY_RANGE),
});

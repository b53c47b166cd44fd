// zod schemas of the prediction calls (CONTRACT.md 'Prediction record'), for the server routes and
// the OpenAPI document. The web imports the plain types of ./predictions.ts instead.
import { z } from 'zod';
import { PageQuery } from './paging';
import {
  type Prediction as PredictionType,
  type PredictionBadge as PredictionBadgeType,
  type PredictionLeader as PredictionLeaderType,
  leaderPeriods,
  PREDICTION_REASON_MAX,
  predictionDirections,
  predictionHorizons,
  predictionMessages as m,
  predictionStatuses,
} from './predictions';
import { stockMessages } from './stocks';

/** A code that is not a listed stock answers 404 (the service asks the stock module). */
const StockCode = z
  .string({ error: m.stockRequired })
  .trim()
  .min(1, { error: m.stockRequired })
  .max(20, { error: stockMessages.invalidCode });

/** POST /api/predictions */
export const PredictionBody = z.object({
  stockCode: StockCode,
  direction: z.enum(predictionDirections, { error: m.invalidDirection }),
  horizon: z.enum(predictionHorizons, { error: m.invalidHorizon }),
  reason: z
    .string()
    .max(PREDICTION_REASON_MAX, { error: m.reasonTooLong })
    .nullish()
    .transform((r) => {
      const trimmed = r?.trim();
      return trimmed ? trimmed : null;
    }),
});

/** The lists' query: a page, optionally only open or only settled ones. */
export const PredictionListQuery = PageQuery.extend({
  status: z.enum(predictionStatuses, { error: m.invalidStatus }).optional(),
});

export const LeadersQuery = z.object({
  period: z.enum(leaderPeriods, { error: m.invalidPeriod }).default('all'),
  stockCode: StockCode.optional(),
});

/** GET /api/predictions/badges?userIds=1,2,3 (at most 100 ids). */
export const BadgesQuery = z.object({
  userIds: z
    .string()
    .max(2000)
    .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, { error: '회원 번호를 쉼표로 구분해 보내 주세요.' })
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

const Author = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  profileImage: z.string().nullable(),
});

export const Prediction = z
  .object({
    id: z.number().int(),
    user: Author,
    stockCode: z.string(),
    stockName: z.string(),
    direction: z.enum(predictionDirections),
    horizon: z.enum(predictionHorizons),
    reason: z.string().nullable(),
    startPrice: z.number(),
    createdAt: z.string(),
    settleAt: z.string(),
    status: z.enum(predictionStatuses),
    endPrice: z.number().nullable(),
    returnRate: z.number().nullable(),
    hit: z.boolean().nullable(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'Prediction' }) satisfies z.ZodType<PredictionType>;

export const PredictionLeader = z
  .object({
    user: Author,
    settled: z.number().int(),
    hits: z.number().int(),
    hitRate: z.number(),
    avgReturn: z.number(),
  })
  .meta({ id: 'PredictionLeader' }) satisfies z.ZodType<PredictionLeaderType>;

export const PredictionBadge = z
  .object({ userId: z.number().int(), settled: z.number().int(), hitRate: z.number() })
  .meta({ id: 'PredictionBadge' }) satisfies z.ZodType<PredictionBadgeType>;

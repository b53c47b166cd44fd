import {
  HIT_RATE_MIN_SETTLED,
  type Prediction,
  type PredictionRecord,
} from '@myeolgong/contract/predictions';
import type { PredictionRow } from './predictions.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A prediction row as the wire shows it (CONTRACT.md 'Prediction record'). */
export function presentPrediction(row: PredictionRow): Prediction {
  return {
    id: Number(row.id),
    user: {
      id: Number(row.user_id),
      nickname: row.user_deleted ? null : row.nickname,
      profileImage: row.user_deleted ? null : row.profile_image,
    },
    stockCode: row.stock_code,
    stockName: row.stock_name,
    direction: row.direction,
    horizon: row.horizon,
    reason: row.reason,
    startPrice: Number(row.start_price),
    createdAt: iso(row.created_at),
    settleAt: iso(row.settle_at),
    status: row.status,
    endPrice: row.end_price === null ? null : Number(row.end_price),
    returnRate: row.return_rate === null ? null : Number(row.return_rate),
    hit: row.hit,
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
  };
}

/** A member's record: the hit rate only from HIT_RATE_MIN_SETTLED settled predictions on. */
export function presentRecord(counts: {
  open: number;
  settled: number;
  hits: number;
  avgReturn: number | null;
}): PredictionRecord {
  return {
    ...counts,
    hitRate: counts.settled >= HIT_RATE_MIN_SETTLED ? counts.hits / counts.settled : null,
    avgReturn: counts.settled > 0 ? counts.avgReturn : null,
  };
}

import {
  LEADER_MIN_SETTLED,
  LEADERS_MAX,
  PREDICTION_DELETE_WINDOW_MS,
  PREDICTION_OPEN_MAX,
  predictionMessages as m,
  type LeaderPeriod,
  type Prediction,
  type PredictionBadge,
  type PredictionDirection,
  type PredictionHorizon,
  type PredictionLeader,
  type PredictionStatus,
} from '@myeolgong/contract/predictions';
import type { Paged } from '@myeolgong/contract/paging';
import { isStockCode, stockMessages, type Stock } from '@myeolgong/contract/stocks';
import { AppError, conflict, forbidden, notFound, serviceUnavailable } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { assertCanWrite } from '../../policies/write-permission';
import { settleAtFor } from './prediction-time';
import { presentPrediction } from './predictions.presenter';
import type { PredictionsRepository } from './predictions.repository';

/** What predictions need of the stock module (`app.stocks`, read on use). */
export interface PredictionStocks {
  /** The quote of a known code; 400 for a malformed code, 404 for an unknown one. */
  quote(code: string): Promise<Stock>;
  /** The stock clock, milliseconds (tests move it). */
  now(): number;
}

const USER_NOT_FOUND = '사용자를 찾을 수 없습니다.';
/** The leaders' month: the last 30 days of settlements. */
const MONTH_MS = 30 * 86_400_000;

/**
 * 예측 기록 (CONTRACT.md 'Prediction record'): leave one priced by the server, delete it only in
 * its first 10 minutes, the lists, the leaders and the discussion's badges. Settling is
 * settlement.ts.
 */
export function predictionsService(
  repo: PredictionsRepository,
  stocks: () => PredictionStocks,
  users: { exists(id: number): Promise<boolean> },
) {
  /** A listed stock's quote; anything else (malformed or unknown) is the stock's 404. */
  async function listed(code: string): Promise<Stock> {
    if (!isStockCode(code)) throw notFound(stockMessages.notFound);
    return stocks().quote(code);
  }

  return {
    async create(
      viewer: Viewer,
      body: {
        stockCode: string;
        direction: PredictionDirection;
        horizon: PredictionHorizon;
        reason: string | null;
      },
    ): Promise<Prediction> {
      const port = stocks();
      const now = port.now();
      assertCanWrite(viewer, new Date(now), 'prediction');
      const quote = await listed(body.stockCode);
      if (!(quote.currentPrice > 0)) throw serviceUnavailable(m.noPrice);
      const created = await repo.create(
        {
          userId: viewer.id,
          stockCode: quote.stockCode,
          stockName: quote.stockName,
          direction: body.direction,
          horizon: body.horizon,
          reason: body.reason,
          startPrice: quote.currentPrice,
          createdAt: new Date(now),
          settleAt: new Date(settleAtFor(now, body.horizon)),
        },
        PREDICTION_OPEN_MAX,
      );
      if (created === 'duplicate') throw conflict(m.duplicateOpen);
      if (created === 'limit') throw new AppError(400, 'LIMIT_EXCEEDED', m.tooManyOpen);
      return presentPrediction((await repo.find(created))!);
    },

    /** The author, within PREDICTION_DELETE_WINDOW_MS of leaving it; later 409. */
    async remove(viewer: Viewer, id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound(m.notFound);
      if (Number(row.user_id) !== viewer.id) throw forbidden(m.notAuthor);
      const age = stocks().now() - row.created_at.getTime();
      if (row.status !== 'OPEN' || age > PREDICTION_DELETE_WINDOW_MS) throw conflict(m.deleteLate);
      if (!(await repo.remove(id))) throw conflict(m.deleteLate);
    },

    async byUser(
      userId: number,
      status: PredictionStatus | undefined,
      page: PageRequest,
    ): Promise<Paged<Prediction>> {
      if (!(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      const { rows, total } = await repo.byUser(userId, status, page);
      return toPaged(rows.map(presentPrediction), total, page);
    },

    async byStock(
      stockCode: string,
      status: PredictionStatus | undefined,
      page: PageRequest,
    ): Promise<Paged<Prediction>> {
      const quote = await listed(stockCode);
      const { rows, total } = await repo.byStock(quote.stockCode, status, page);
      return toPaged(rows.map(presentPrediction), total, page);
    },

    async leaders(
      period: LeaderPeriod,
      stockCode: string | undefined,
    ): Promise<PredictionLeader[]> {
      if (stockCode !== undefined) await listed(stockCode);
      const found = await repo.leaders({
        since: period === 'month' ? new Date(stocks().now() - MONTH_MS) : null,
        stockCode: stockCode ?? null,
        minSettled: LEADER_MIN_SETTLED,
        limit: LEADERS_MAX,
      });
      return found.map((r) => ({
        user: { id: r.userId, nickname: r.nickname, profileImage: r.profileImage },
        settled: r.settled,
        hits: r.hits,
        hitRate: r.hits / r.settled,
        avgReturn: r.avgReturn,
      }));
    },

    /** The record badges of these members (those with at least LEADER_MIN_SETTLED settled). */
    async badges(userIds: readonly number[]): Promise<PredictionBadge[]> {
      const found = await repo.badges(userIds, LEADER_MIN_SETTLED);
      return found.map((r) => ({
        userId: r.userId,
        settled: r.settled,
        hitRate: r.hits / r.settled,
      }));
    },
  };
}

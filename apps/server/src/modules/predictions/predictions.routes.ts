import {
  predictionsBadges,
  predictionsByStock,
  predictionsByUser,
  predictionsCreate,
  predictionsLeaders,
  predictionsRemove,
} from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { paged } from '@myeolgong/contract/paging';
import {
  BadgesQuery,
  LeadersQuery,
  Prediction,
  PredictionBadge,
  PredictionBody,
  PredictionLeader,
  PredictionListQuery,
} from '@myeolgong/contract/prediction-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Id = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const StockCode = z.object({ stockCode: z.string().min(1).max(20) });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ['predictions'];
const secured = [{ bearerAuth: [] }];
/** No cached anonymous answer holds predictions (the lists are read fresh). */
const noCachedChange = { invalidates: () => [] };

/** 예측 기록 (CONTRACT.md 'Prediction record'). Settling is the plugin's job. */
const predictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.predictions;

  app.post(
    predictionsCreate.path,
    {
      preHandler: [app.requireUser, app.writeGuard('predictions')],
      config: noCachedChange,
      schema: {
        tags,
        security: secured,
        summary:
          '예측 남기기 (시작가는 서버의 현재가; 종목·기간마다 진행 중 1개, 모두 20개까지; 근거 500자)',
        body: PredictionBody,
        response: {
          201: Prediction,
          403: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.viewer!, request.body)),
  );

  app.delete(
    predictionsRemove.path,
    {
      preHandler: [app.requireUser, app.writeGuard('predictions')],
      config: noCachedChange,
      schema: {
        tags,
        security: secured,
        summary: '예측 삭제 (남긴 사람만, 10분 안에만; 그 뒤에는 409)',
        params: Id,
        response: { 204: z.void(), 403: ErrorResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.viewer!, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    predictionsLeaders.path,
    {
      schema: {
        tags,
        summary: '예측 적중률 순위 (마감 10건 이상, 적중률 높은 순, 최대 20명)',
        querystring: LeadersQuery,
        response: { 200: z.array(PredictionLeader), ...errors },
      },
    },
    async (request) => service.leaders(request.query.period, request.query.stockCode),
  );

  app.get(
    predictionsBadges.path,
    {
      schema: {
        tags,
        summary: '회원들의 예측 기록 배지 (마감 10건 이상인 회원만)',
        querystring: BadgesQuery,
        response: { 200: z.array(PredictionBadge), 400: ErrorResponse },
      },
    },
    async (request) => service.badges(request.query.userIds),
  );

  app.get(
    predictionsByUser.path,
    {
      schema: {
        tags,
        summary: '회원의 예측 (최신순; status=OPEN|SETTLED)',
        params: Id,
        querystring: PredictionListQuery,
        response: { 200: paged(Prediction), ...errors },
      },
    },
    async (request) => service.byUser(request.params.id, request.query.status, request.query),
  );

  app.get(
    predictionsByStock.path,
    {
      schema: {
        tags,
        summary: '종목의 예측 (최신순; status=OPEN|SETTLED)',
        params: StockCode,
        querystring: PredictionListQuery,
        response: { 200: paged(Prediction), ...errors },
      },
    },
    async (request) =>
      service.byStock(request.params.stockCode, request.query.status, request.query),
  );
};

export default predictionsRoutes;

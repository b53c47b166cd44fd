import { sentimentDelete, sentimentGet, sentimentPut } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  Sentiment,
  SentimentBody,
  SentimentChoice,
  SentimentQuery,
} from '@myeolgong/contract/sentiment-schemas';
import { StockCodeParams } from '@myeolgong/contract/stock-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { 400: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };
const tags = ['sentiment'];
const member = { tags, security: [{ bearerAuth: [] }] };
/**
 * No cached answer shows a stance: the GET is not kept, and a post's stance is written once when
 * the post is created (its own write invalidates the lists).
 */
const noCachedChange = { invalidates: () => [] };

/** 매수·매도 의견 (CONTRACT.md 'Member sentiment'): anyone reads, signed-in members choose. */
const sentimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sentiment;

  app.get(
    sentimentGet.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary:
          '매수·매도 의견: 오늘의 의견 수와 내 의견, 최근 days일(1~365, 기본 30)의 일별 의견과 종가',
        params: StockCodeParams,
        querystring: SentimentQuery,
        response: { 200: Sentiment, ...errors },
      },
    },
    async (request) => service.get(request.viewer, request.params.stockCode, request.query.days),
  );

  app.put(
    sentimentPut.path,
    {
      preHandler: [app.requireUser, app.writeGuard('stances')],
      config: noCachedChange,
      schema: {
        ...member,
        summary: '오늘의 매수·매도 의견 고르기 (그날 안에 바꿀 수 있음; 하루 한 의견)',
        params: StockCodeParams,
        body: SentimentBody,
        response: { 200: SentimentChoice, ...writeErrors },
      },
    },
    async (request) =>
      service.choose(request.viewer!, request.params.stockCode, request.body.stance),
  );

  app.delete(
    sentimentDelete.path,
    {
      preHandler: [app.requireUser, app.writeGuard('stances')],
      config: noCachedChange,
      schema: {
        ...member,
        summary: '오늘의 의견 거두기 (같은 모양으로 답함, stance는 null)',
        params: StockCodeParams,
        response: { 200: SentimentChoice, ...writeErrors },
      },
    },
    async (request) => service.withdraw(request.viewer!, request.params.stockCode),
  );
};

export default sentimentRoutes;

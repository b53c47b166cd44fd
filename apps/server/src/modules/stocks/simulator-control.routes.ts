import { stocksSimulatorShock } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { Stock, StockCodeParams, StockShockBody } from '@myeolgong/contract/stock-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors';
import { canModerate } from '../../policies/user';

/**
 * STOCK_SIM_CONTROL=on: operators move a simulated stock by hand, for demos and for the
 * end-to-end journey of 종목 소식 (a watched stock crossing +5 % reaches the bell live). The
 * shocked quote goes the way of every tick (the stock topics, the alert evaluator), so nothing
 * downstream is faked. Off by default, never registered with the KIS provider.
 */
const simulatorControlRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.STOCK_SIM_CONTROL || app.stocks.providerKind !== 'simulator') return;
  const stocks = app.stocks;
  const operator = [
    app.requireUser,
    async (request: FastifyRequest) => {
      if (!canModerate(request.viewer!)) throw forbidden('운영자만 시세를 움직일 수 있습니다.');
    },
  ];
  app.post(
    stocksSimulatorShock.path,
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        summary: '모의 시세 충격 (STOCK_SIM_CONTROL, 시연·종단 테스트용)',
        params: StockCodeParams,
        body: StockShockBody,
        response: {
          200: Stock,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => stocks.shock(request.params.stockCode, request.body.to),
  );
};

export default simulatorControlRoutes;

import { watchlistAdd, watchlistList, watchlistRemove } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { StockCodeParams } from '@myeolgong/contract/stock-schemas';
import { Watchlist } from '@myeolgong/contract/watchlist-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const base = { tags: ['watchlist'], security: [{ bearerAuth: [] }] };
/** A watchlist is private: no anonymous answer shows it, so no cached list changes. */
const noCachedChange = { invalidates: () => [] };

/** 관심종목 (CONTRACT.md 'Watchlist and stock alerts'): signed-in members only. */
const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.watchlist;

  app.get(
    watchlistList.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: '내 관심종목 (담은 순서, 현재가와 등락률)',
        response: { 200: Watchlist, ...errors },
      },
    },
    async (request) => service.list(request.viewer!),
  );

  app.put(
    watchlistAdd.path,
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '관심종목 담기 (이미 담았으면 그대로; 최대 100개)',
        params: StockCodeParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.add(request.viewer!, request.params.stockCode);
      return reply.status(204).send();
    },
  );

  app.delete(
    watchlistRemove.path,
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '관심종목 빼기',
        params: StockCodeParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.viewer!, request.params.stockCode);
      return reply.status(204).send();
    },
  );
};

export default watchlistRoutes;

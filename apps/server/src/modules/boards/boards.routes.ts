import {
  boardsByName,
  boardsCreate,
  boardsList,
  boardsNewest,
  boardsPopular,
  boardsSubscribed,
} from '@myeolgong/contract/endpoints';
import { Board, BoardBody, BoardList } from '@myeolgong/contract/boards';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/response-cache';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const secured = [{ bearerAuth: [] }];
const IdOrName = z.object({ idOrName: z.string().min(1).max(100) });
const boardsCache = { responseCache: { tags: () => [cacheTags.boards] } };

const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.boards;
  const tags = ['boards'];

  /**
   * Everyone's answer comes from the response cache (decision 010, issue #24 item 5); a member's
   * adds which boards they subscribe to with one query. Whatever changes a board (create, edit,
   * subscribe, a post written or deleted) declares no tags, so it empties the cache.
   */
  const list = (path: string, summary: string, order: 'id' | 'popular' | 'new') =>
    app.get(
      path,
      {
        preHandler: app.optionalUser,
        config: boardsCache,
        schema: { tags, summary, response: { 200: BoardList } },
      },
      async (request, reply) =>
        app.responseCache.personal(
          request,
          reply,
          (viewer) => service.list(order, viewer),
          service.withSubscriptions,
        ),
    );
  list(boardsList.path, '게시판 목록', 'id');
  list(boardsPopular.path, '인기 게시판 (구독자 많은 순)', 'popular');
  list(boardsNewest.path, '새 게시판', 'new');

  app.get(
    boardsSubscribed.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '구독한 게시판',
        response: { 200: BoardList, ...errors },
      },
    },
    async (request) => service.subscribed(request.viewer!),
  );

  app.get(
    boardsByName.path,
    {
      preHandler: app.optionalUser,
      config: boardsCache,
      schema: {
        tags,
        summary: '이름으로 게시판 조회',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: Board, ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.getByName(request.params.name, viewer),
        service.withSubscriptions,
      ),
  );

  app.post(
    boardsCreate.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '게시판 만들기 (관리자)',
        body: BoardBody,
        response: { 201: Board, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, request.viewer!)),
  );

  for (const [action, subscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    app.post(
      `/api/boards/:idOrName/${action}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          security: secured,
          summary: subscribed ? '게시판 구독 (id 또는 이름)' : '게시판 구독 취소 (id 또는 이름)',
          params: IdOrName,
          response: { 200: Board, ...errors },
        },
      },
      async (request) => service.subscribe(request.params.idOrName, subscribed, request.viewer!),
    );
  }
};

export default boardsRoutes;

import { Board, BoardList } from '@myeolgong/contract/boards';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardsRepository } from './boards.repository';
import { boardsService } from './boards.service';

const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = boardsService(boardsRepository(app.db));

  app.get(
    '/api/boards',
    {
      schema: {
        tags: ['boards'],
        summary: '게시판 목록',
        response: { 200: BoardList },
      },
    },
    async () => service.list(),
  );

  app.get(
    '/api/boards/:name',
    {
      schema: {
        tags: ['boards'],
        summary: '이름으로 게시판 조회',
        params: z.object({ name: z.string().min(1).max(50) }),
        response: { 200: Board, 404: ErrorResponse },
      },
    },
    async (request) => service.getByName(request.params.name),
  );
};

export default boardsRoutes;

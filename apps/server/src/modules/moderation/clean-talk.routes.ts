import { cleanTalkDailyWrites } from '@myeolgong/contract/endpoints';
import { DailyWrites } from '@myeolgong/contract/clean-talk';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const secured = [{ bearerAuth: [] }];

/**
 * Clean stock talk (CONTRACT.md): what the daily caps leave the member today, for the editor.
 */
const cleanTalkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    cleanTalkDailyWrites.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['moderation'],
        security: secured,
        summary:
          '오늘 더 쓸 수 있는 글·댓글 수 (DAILY_POSTS, DAILY_COMMENTS; 한국 시간 자정에 초기화)',
        response: { 200: DailyWrites, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.dailyCaps.status(request.viewer!);
    },
  );
};

export default cleanTalkRoutes;

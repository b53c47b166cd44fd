import {
  cleanTalkDailyWrites,
  cleanTalkHeld,
  cleanTalkResolveHeld,
} from '@myeolgong/contract/endpoints';
import {
  DailyWrites,
  HeldActionBody,
  HeldActionResult,
  HeldItem,
  heldTargetTypes,
} from '@myeolgong/contract/clean-talk';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from './moderation.service';

const secured = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const HeldTarget = z.object({
  targetType: z.enum(heldTargetTypes, { error: '대상은 POST 또는 COMMENT여야 합니다.' }),
  id: z.coerce
    .number({ error: '잘못된 ID입니다.' })
    .int({ error: '잘못된 ID입니다.' })
    .positive({ error: '잘못된 ID입니다.' })
    .max(Number.MAX_SAFE_INTEGER, { error: '잘못된 ID입니다.' }),
});

/**
 * Clean stock talk (CONTRACT.md): what the daily caps leave the member today, for the editor,
 * and the operators' queue of posts and comments held for review (held.service.ts).
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

  const service = app.services.held;
  const admin = { tags: ['admin'], security: secured };
  const operator = [
    app.requireUser,
    async (request: FastifyRequest) => requireOperator(request.viewer!),
  ];

  app.get(
    cleanTalkHeld.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '검토 중인 글·댓글 (리딩방·유사투자자문 의심; 오래된 순)',
        querystring: PageQuery,
        response: { 200: paged(HeldItem), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(request.query, request.viewer!);
    },
  );

  app.post(
    cleanTalkResolveHeld.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '검토 중인 글·댓글 처리: release(공개) 또는 remove(삭제); 작성자에게 알림',
        params: HeldTarget,
        body: HeldActionBody,
        response: { 200: HeldActionResult, ...errors },
      },
    },
    async (request) =>
      service.resolve(request.params.targetType, request.params.id, request.body, request.viewer!),
  );
};

export default cleanTalkRoutes;

import { Draft, DraftBody, DraftList, draftMessages as m } from '@myeolgong/contract/drafts';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const DraftId = z.object({
  id: z.coerce
    .number({ error: m.invalidId })
    .int({ error: m.invalidId })
    .positive({ error: m.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: m.invalidId }),
});
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const secured = [{ bearerAuth: [] }];
/** Drafts are private: no anonymous answer shows them, so no cached list changes. */
const noCachedChange = { invalidates: () => [] };

/** 임시저장 (CONTRACT.md 'Community conventions'): only the owner sees a draft. */
const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.drafts;
  const tags = ['drafts'];
  const base = { tags, security: secured };

  app.get(
    '/api/drafts',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: '내 임시저장 글 (최근 저장 순, 최대 20개)',
        response: { 200: DraftList, ...errors },
      },
    },
    async (request) => service.list(request.viewer!),
  );

  app.post(
    '/api/drafts',
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '임시저장 (게시글 필드, 모두 선택; 회원당 최대 20개)',
        body: DraftBody,
        response: { 201: Draft, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, request.viewer!)),
  );

  app.get(
    '/api/drafts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: '임시저장 글 (본인 것만)',
        params: DraftId,
        response: { 200: Draft, ...errors },
      },
    },
    async (request) => service.get(request.params.id, request.viewer!),
  );

  app.put(
    '/api/drafts/:id',
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '임시저장 글 덮어쓰기 (본인 것만)',
        params: DraftId,
        body: DraftBody,
        response: { 200: Draft, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body, request.viewer!),
  );

  app.delete(
    '/api/drafts/:id',
    {
      preHandler: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '임시저장 글 삭제 (본인 것만)',
        params: DraftId,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.viewer!);
      return reply.status(204).send();
    },
  );
};

export default draftsRoutes;

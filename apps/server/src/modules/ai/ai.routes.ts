import {
  aiFundManager,
  aiFundManagerStream,
  aiInfluencer,
  aiInfluencerStream,
} from '@myeolgong/contract/endpoints';
import {
  FundManagerAnswer,
  FundManagerQuery,
  InfluencerAnswer,
  InfluencerQuery,
} from '@myeolgong/contract/ai';
import { aiMessages, type AiStreamEvent } from '@myeolgong/contract/ai-wire';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toErrorResponse } from '../../plugins/errors';
import type { RunListener } from './engine/agent-run';
import type { AiTool } from './engine/engine';
import peopleRoutes from './people.routes';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};
/** The streams' answer: server-sent events (event: step, delta, reset, done or error; data: JSON). */
const eventStream = {
  200: {
    description:
      'text/event-stream: 진행 단계(step), 답의 조각(delta), 다시 쓰기(reset), 전체 답(done), 오류(error)',
    content: { 'text/event-stream': { schema: z.string() } },
  },
  ...errors,
};
const secured = [{ bearerAuth: [] }];
const PING_MS = 15_000;

const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.ai;

  /** Server-sent events: the steps and the answer text as they happen, then the whole answer. */
  async function stream(
    kind: AiTool,
    request: FastifyRequest,
    reply: FastifyReply,
    raw: string | undefined,
  ) {
    const viewer = request.viewer!;
    const parsed = await service.prepare(kind, viewer.id, raw);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    const closed = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) closed.abort();
    });
    const send = ({ event, data }: AiStreamEvent) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const ping = setInterval(() => !res.writableEnded && res.write(': ping\n\n'), PING_MS);
    try {
      const listener: RunListener = {
        onStep: (data) => send({ event: 'step', data }),
        onDelta: (text) => send({ event: 'delta', data: { text } }),
        onReset: (reason) => send({ event: 'reset', data: { reason } }),
      };
      const result =
        kind === 'influencer'
          ? await service.influencer(viewer.id, parsed, listener, closed.signal)
          : await service.fundManager(viewer.id, parsed, listener, closed.signal);
      send({ event: 'done', data: result });
    } catch (error) {
      const { body } = toErrorResponse(error);
      const message = body.code === 'INTERNAL_ERROR' ? aiMessages.failed : body.message;
      send({ event: 'error', data: { code: body.code, message } });
    } finally {
      clearInterval(ping);
      res.end();
    }
  }

  const tags = ['ai'];

  app.get(
    aiInfluencer.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '인물 백과 AI 검색 (name=check_limit: 남은 횟수만 확인)',
        querystring: InfluencerQuery,
        response: { 200: InfluencerAnswer, ...errors },
      },
    },
    async (request) =>
      service.influencer(
        request.viewer!.id,
        await service.prepare('influencer', request.viewer!.id, request.query.name),
      ),
  );

  app.get(
    aiFundManager.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: 'AI 펀드매니저 (query=check_limit: 남은 횟수만 확인)',
        querystring: FundManagerQuery,
        response: { 200: FundManagerAnswer, ...errors },
      },
    },
    async (request) =>
      service.fundManager(
        request.viewer!.id,
        await service.prepare('fundManager', request.viewer!.id, request.query.query),
      ),
  );

  app.get(
    aiInfluencerStream.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '인물 백과 AI 검색, 진행 단계와 답을 server-sent events로',
        querystring: InfluencerQuery,
        response: eventStream,
      },
    },
    async (request, reply) => stream('influencer', request, reply, request.query.name),
  );

  app.get(
    aiFundManagerStream.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: 'AI 펀드매니저, 진행 단계와 답을 server-sent events로',
        querystring: FundManagerQuery,
        response: eventStream,
      },
    },
    async (request, reply) => stream('fundManager', request, reply, request.query.query),
  );

  await app.register(peopleRoutes);
};

export default aiRoutes;

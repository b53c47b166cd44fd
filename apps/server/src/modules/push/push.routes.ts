import { pushKey, pushSubscribe, pushUnsubscribe } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  PushKey,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@myeolgong/contract/push-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };
const base = { tags: ['push'], security: [{ bearerAuth: [] }] };
/** Subscriptions are private: no anonymous answer shows them, so no cached answer changes. */
const noCachedChange = { invalidates: () => [] };
/** Subscribing is rare (a switch in the settings): a member's script cannot churn the table. */
const subscribeLimit = { limit: 30, windowMs: 3_600_000 };

/** Web Push (CONTRACT.md 'Push and install'): signed-in members only. */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.push.service;

  app.get(
    pushKey.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: 'Web Push 공개 키 (VAPID, PushManager.subscribe의 applicationServerKey)',
        response: { 200: PushKey, ...errors },
      },
    },
    async () => service.publicKey(),
  );

  app.post(
    pushSubscribe.path,
    {
      // Before the body is validated: without a token the answer is 401, whatever was sent.
      preValidation: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '이 기기에서 푸시 알림 받기 (https 공개 주소의 푸시 서비스만)',
        body: PushSubscriptionBody,
        response: { 201: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.check(`push:${request.viewer!.id}`, subscribeLimit);
      await service.subscribe(request.viewer!, request.body);
      return reply.status(201).send();
    },
  );

  app.delete(
    pushUnsubscribe.path,
    {
      // Before the body is validated: without a token the answer is 401, whatever was sent.
      preValidation: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '이 기기의 푸시 알림 끄기 (없으면 그대로 204)',
        body: PushUnsubscribeBody,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.viewer!, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};

export default pushRoutes;

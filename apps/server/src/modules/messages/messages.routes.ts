import {
  messagesConversations,
  messagesDelete,
  messagesMarkRead,
  messagesSend,
  messagesThread,
  messagesUnreadCount,
} from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  Conversation,
  MarkThreadReadBody,
  Message,
  MessageIdParams,
  MessageUnreadCount,
  SendMessageBody,
  ThreadQuery,
  UserIdParams,
} from '@myeolgong/contract/messages-schemas';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const base = { tags: ['messages'], security: [{ bearerAuth: [] }] };
/** Messages are private: no anonymous answer shows them, so no cached list changes. */
const noCachedChange = { invalidates: () => [] };

/** 쪽지 (CONTRACT.md 'Messages (쪽지)'): signed-in members only, each their own messages. */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.messages;

  // Everything here depends on the token: never stored by a cache on the way.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    messagesSend.path,
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      preHandler: app.writeGuard('messages'),
      config: noCachedChange,
      schema: {
        ...base,
        summary: '쪽지 보내기 (1~1,000자; 처음 보내는 회원에게는 하루 20통까지)',
        body: SendMessageBody,
        response: {
          201: Message,
          ...errors,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const message = await service.send(request.viewer!, request.body);
      return reply.status(201).send(message);
    },
  );

  app.get(
    messagesConversations.path,
    {
      preValidation: app.requireUser,
      schema: {
        ...base,
        summary: '쪽지 대화 목록 (최근 대화순, 읽지 않은 수; 내가 차단한 회원 제외)',
        querystring: PageQuery,
        response: { 200: paged(Conversation), ...errors },
      },
    },
    async (request) => service.conversations(request.viewer!, request.query),
  );

  app.get(
    messagesThread.path,
    {
      preValidation: app.requireUser,
      schema: {
        ...base,
        summary: '그 회원과 주고받은 쪽지 (최신순; before: 이 id보다 오래된 것)',
        params: UserIdParams,
        querystring: ThreadQuery,
        response: { 200: z.array(Message), ...errors },
      },
    },
    async (request) => service.thread(request.viewer!, request.params.userId, request.query),
  );

  app.post(
    messagesMarkRead.path,
    {
      preValidation: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '그 회원이 보낸 쪽지를 모두 읽음으로 표시',
        body: MarkThreadReadBody,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(request.viewer!, request.body.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    messagesUnreadCount.path,
    {
      preValidation: app.requireUser,
      schema: {
        ...base,
        summary: '읽지 않은 쪽지 수',
        response: { 200: MessageUnreadCount, ...errors },
      },
    },
    async (request) => service.unreadCount(request.viewer!),
  );

  app.delete(
    messagesDelete.path,
    {
      preValidation: app.requireUser,
      config: noCachedChange,
      schema: {
        ...base,
        summary: '쪽지 삭제 (나에게서만 지워지고 상대에게는 남습니다)',
        params: MessageIdParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.hide(request.viewer!, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default messagesRoutes;

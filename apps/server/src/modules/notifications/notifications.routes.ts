import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  MarkReadBody,
  Notification,
  NotificationSettingsSchema,
  notificationMessages as m,
  UnreadCount,
  UserSuggestion,
} from '@myeolgong/contract/notifications';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ErrorResponse, 401: ErrorResponse };
const secured = [{ bearerAuth: [] }];

/** CONTRACT.md 'Notifications': a member's own notifications, their settings, @ suggestions. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const tags = ['notifications'];

  // Everything here depends on the token: never stored by a cache on the way.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/notifications',
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '내 알림 (최신순)',
        querystring: PageQuery,
        response: { 200: paged(Notification), ...errors },
      },
    },
    async (request) => service.list(request.viewer!, request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '읽지 않은 알림 수',
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => service.unreadCount(request.viewer!),
  );

  app.post(
    '/api/notifications/read',
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '알림 읽음 표시 ({ids: [...]} 또는 {all: true}; 남의 알림 id는 무시)',
        body: MarkReadBody,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markRead(request.viewer!, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/notifications/settings',
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '알림 종류별 설정 (true: 받음)',
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => service.settings(request.viewer!),
  );

  app.put(
    '/api/notifications/settings',
    {
      // Before the body is validated: without a token the answer is 401, whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '알림 종류별 설정 변경 (빠진 종류는 그대로)',
        body: NotificationSettingsSchema.partial(),
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => service.updateSettings(request.viewer!, request.body),
  );

  app.get(
    '/api/users/search',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['users'],
        summary: '닉네임이 이 글자로 시작하는 회원 (최대 10명, @ 멘션 제안용)',
        querystring: z.object({
          nickname: z
            .string({ error: m.nicknameRequired })
            .trim()
            .min(1, { error: m.nicknameRequired })
            .max(10, { error: '닉네임은 10자 이하입니다.' }),
        }),
        response: { 200: z.array(UserSuggestion), 400: ErrorResponse },
      },
    },
    async (request) => service.suggestUsers(request.query.nickname, request.viewer),
  );
};

export default notificationsRoutes;

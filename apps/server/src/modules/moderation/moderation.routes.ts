import {
  boardsUpdate,
  moderationLog,
  moderationMovePost,
  moderationRemoveComment,
  moderationRemovePost,
  moderationReport,
  moderationReports,
  moderationResolve,
  moderationRestrict,
  moderationSetRole,
  moderationSetBadge,
  moderationUnrestrict,
  moderationUsers,
  usersBlock,
  usersBlocks,
  usersUnblock,
} from '@myeolgong/contract/endpoints';
import { Board } from '@myeolgong/contract/boards';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  AdminUser,
  BlockBody,
  BlockedUser,
  BoardUpdateBody,
  ModerationLogEntry,
  MoveBody,
  ReasonBody,
  ReportBody,
  adminUserFilters,
  ReportGroup,
  ReportResult,
  ReportStatus,
  ResolveBody,
  ResolveResult,
  RestrictBody,
  RoleBody,
  BadgeBody,
  SuccessMessage,
} from '@myeolgong/contract/moderation';
import {
  MODERATION_REASON_MAX,
  moderationActions,
  moderationMessages,
  moderationTargetTypes,
} from '@myeolgong/contract/moderation-rules';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewer } from '../../lib/viewer';
import { requireOperator } from './moderation.service';

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
const Id = z.object({ id: id('잘못된 ID입니다.') });
const UserIdParam = z.object({ userId: id('잘못된 사용자 ID입니다.') });
const ReasonQuery = z.object({
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, { error: moderationMessages.reasonTooLong })
    .default(''),
});
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const secured = [{ bearerAuth: [] }];

/**
 * Community safety: reports and blocks for every member, and the operators' area under
 * /api/admin (ADMIN and SUPER_ADMIN; granting roles is SUPER_ADMIN's alone).
 */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.moderation;
  const member = { tags: ['moderation'], security: secured };
  const admin = { tags: ['admin'], security: secured };
  /** 401 without a token, 403 for anyone but an operator: before any input is looked at. */
  const operator = [
    app.requireUser,
    async (request: FastifyRequest) => requireOperator(request.viewer!),
  ];

  app.post(
    moderationReport.path,
    {
      preHandler: [app.requireUser, app.writeGuard('reports')],
      schema: {
        ...member,
        summary: '신고 (게시글, 댓글, 회원; 대상마다 한 번)',
        body: ReportBody,
        response: { 201: ReportResult, 429: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.report(request.body, request.viewer!)),
  );

  app.get(
    usersBlocks.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...member,
        summary: '내가 차단한 사용자',
        response: { 200: z.array(BlockedUser), ...errors },
      },
    },
    async (request) => service.blocks(request.viewer!),
  );

  app.post(
    usersBlock.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...member,
        summary: '사용자 차단 (차단한 사용자의 글과 댓글이 보이지 않음; 이미 차단했으면 200)',
        body: BlockBody,
        response: { 200: SuccessMessage, 201: SuccessMessage, ...errors },
      },
    },
    async (request, reply) => {
      const { created, result } = await service.block(request.body.userId, request.viewer!);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.delete(
    usersUnblock.path,
    {
      preHandler: app.requireUser,
      schema: {
        ...member,
        summary: '차단 해제',
        params: UserIdParam,
        response: { 200: SuccessMessage, ...errors },
      },
    },
    async (request) => service.unblock(request.params.userId, request.viewer!),
  );

  // The operators' area.

  app.get(
    moderationReports.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '신고 목록 (대상별로 묶음, 최근 신고 순; status 기본 OPEN)',
        querystring: PageQuery.extend({ status: ReportStatus.default('OPEN') }),
        response: { 200: paged(ReportGroup), ...errors },
      },
    },
    async (request) => service.reportQueue(request.query.status, request.query, request.viewer!),
  );

  app.post(
    moderationResolve.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary:
          '신고 처리: DISMISS(기각, 숨김 해제), DELETE(삭제), RESTRICT(삭제 후 작성자 제한, until 필요)',
        body: ResolveBody,
        response: { 200: ResolveResult, ...errors },
      },
    },
    async (request) => service.resolve(request.body, request.viewer!),
  );

  app.get(
    moderationLog.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '운영 기록 (최신순)',
        querystring: PageQuery.extend({
          action: z.enum(moderationActions).optional(),
          targetType: z.enum(moderationTargetTypes).optional(),
          targetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          actorId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
        }),
        response: { 200: paged(ModerationLogEntry), ...errors },
      },
    },
    async (request) => service.log(request.query, request.query, request.viewer!),
  );

  app.get(
    moderationUsers.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '회원 검색 (닉네임, 이메일, ID; only=restricted|operators)',
        querystring: PageQuery.extend({
          query: z.string().max(100).optional(),
          only: z.enum(adminUserFilters).optional(),
        }),
        response: { 200: paged(AdminUser), ...errors },
      },
    },
    async (request) => service.users(request.query, request.query, request.viewer!),
  );

  /**
   * An operator's change to one member (path parameter `id`), answered with the member as the
   * operator area lists them: restrict, lift and role share everything but method, path, body and
   * the service call.
   */
  function memberChange<Body extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    summary: string,
    body: Body,
    change: (userId: number, body: z.output<Body>, actor: Viewer) => Promise<AdminUser>,
  ) {
    app.route({
      method,
      url,
      preValidation: operator,
      schema: { ...admin, summary, params: Id, body, response: { 200: AdminUser, ...errors } },
      handler: async (request) =>
        change(request.params.id, request.body as z.output<Body>, request.viewer!),
    });
  }

  memberChange(
    'POST',
    moderationRestrict.path,
    '회원 글쓰기 제한 (until까지; 같은/높은 권한에는 불가)',
    RestrictBody,
    (userId, body, actor) => service.restrict(userId, body, actor),
  );
  memberChange(
    'POST',
    moderationUnrestrict.path,
    '회원 글쓰기 제한 해제',
    ReasonBody.nullish(),
    (userId, body, actor) => service.unrestrict(userId, body?.reason ?? '', actor),
  );
  memberChange(
    'PUT',
    moderationSetRole.path,
    '관리자 권한 부여(ADMIN)/회수(USER) (최고 관리자만)',
    RoleBody,
    (userId, body, actor) => service.setRole(userId, body, actor),
  );
  memberChange(
    'PUT',
    moderationSetBadge.path,
    '운영자 배지 부여(badge: "운영자")/회수(null) (운영자; 닉네임 대신 배지로 운영진을 표시)',
    BadgeBody,
    (userId, body, actor) => service.setBadge(userId, body, actor),
  );

  app.delete(
    moderationRemovePost.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '게시글 삭제 (운영자; 열린 신고도 처리됨)',
        params: Id,
        querystring: ReasonQuery,
        response: { 200: SuccessMessage, ...errors },
      },
    },
    async (request) => service.deletePost(request.params.id, request.query.reason, request.viewer!),
  );

  app.post(
    moderationMovePost.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '게시글을 다른 게시판으로 이동 (게시글 수는 정확히 유지)',
        params: Id,
        body: MoveBody,
        response: { 200: SuccessMessage, ...errors },
      },
    },
    async (request) => service.movePost(request.params.id, request.body, request.viewer!),
  );

  app.delete(
    moderationRemoveComment.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '댓글 삭제 (운영자; 열린 신고도 처리됨)',
        params: Id,
        querystring: ReasonQuery,
        response: { 200: SuccessMessage, ...errors },
      },
    },
    async (request) =>
      service.deleteComment(request.params.id, request.query.reason, request.viewer!),
  );

  app.put(
    boardsUpdate.path,
    {
      preValidation: operator,
      schema: {
        ...admin,
        summary: '게시판 수정 (표시 이름, 설명, 아이콘, 배너; 주소는 그대로)',
        params: Id,
        body: BoardUpdateBody,
        response: { 200: Board, ...errors },
      },
    },
    async (request) => service.updateBoard(request.params.id, request.body, request.viewer!),
  );
};

export default moderationRoutes;

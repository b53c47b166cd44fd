import {
  usersAgreements,
  usersById,
  usersByNickname,
  usersChangeNickname,
  usersCheckNickname,
  usersComments,
  usersDeleteMe,
  usersMe,
  usersMyLikes,
  usersPosts,
  usersSavedPosts,
  usersValidateToken,
} from '@myeolgong/contract/endpoints';
import { AgreementsBody } from '@myeolgong/contract/auth';
import { Comment } from '@myeolgong/contract/comments';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import { Post } from '@myeolgong/contract/posts';
import {
  AccountDeleted,
  LikeHistoryEntry,
  NicknameBody,
  NicknameCheck,
  nicknameField,
  TokenValidity,
  User,
} from '@myeolgong/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const UserId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const secured = [{ bearerAuth: [] }];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;
  /** Public profiles and their activity, read on `app.dbRead` (a read replica when set up). */
  const profiles = app.services.profiles;
  const tags = ['users'];

  app.get(
    usersMe.path,
    {
      preHandler: app.requireUser,
      schema: { tags, security: secured, summary: '내 정보', response: { 200: User, ...errors } },
    },
    async (request) => service.me(request.viewer!),
  );

  app.put(
    usersAgreements.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '약관 동의 (동의 없이 만들어진 계정)',
        description:
          '이용약관, 개인정보 수집·이용, 만 14세 이상은 true여야 합니다(이미 동의한 항목은 처음 동의한 시각을 유지). marketing은 선택이며 false이면 마케팅 수신 동의를 거둡니다.',
        body: AgreementsBody,
        response: { 200: User, ...errors },
      },
    },
    async (request) => service.agree(request.viewer!, request.body),
  );

  app.get(
    usersValidateToken.path,
    {
      preHandler: app.optionalUser,
      schema: { tags, summary: '토큰 유효성 확인', response: { 200: TokenValidity } },
    },
    async (request) => ({ valid: request.viewer !== null }),
  );

  app.put(
    usersChangeNickname.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '닉네임 변경 (글쓰기가 제한된 회원은 403 RESTRICTED)',
        // The document states the real limits (2–10); the service words SPEC.md's messages.
        body: NicknameBody.extend({ nickname: nicknameField() }),
        response: { 200: User, 403: ErrorResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => service.changeNickname(request.viewer!, request.body.nickname),
  );

  app.get(
    usersCheckNickname.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '닉네임 중복 확인',
        querystring: z.object({ nickname: nicknameField().default('') }),
        response: { 200: NicknameCheck, 400: ErrorResponse },
      },
    },
    async (request) => service.checkNickname(request.query.nickname, request.viewer),
  );

  app.get(
    usersMyLikes.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '내가 좋아요한 게시글',
        response: { 200: z.array(LikeHistoryEntry), ...errors },
      },
    },
    async (request) => service.likeHistory(request.viewer!),
  );

  app.get(
    usersSavedPosts.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '저장한 게시글',
        querystring: PageQuery,
        response: { 200: paged(Post), ...errors },
      },
    },
    async (request) => service.savedPosts(request.viewer!, request.query),
  );

  app.delete(
    usersDeleteMe.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '회원 탈퇴',
        response: { 200: AccountDeleted, ...errors },
      },
    },
    async (request) => service.deleteAccount(request.viewer!),
  );

  app.get(
    usersByNickname.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '닉네임으로 회원 조회',
        params: z.object({ nickname: z.string().min(1).max(100) }),
        response: { 200: User, ...errors },
      },
    },
    async (request) => profiles.getByNickname(request.params.nickname, request.viewer),
  );

  app.get(
    usersById.path,
    {
      preHandler: app.optionalUser,
      schema: { tags, summary: '회원 조회', params: UserId, response: { 200: User, ...errors } },
    },
    async (request) => profiles.getById(request.params.id, request.viewer),
  );

  app.get(
    usersPosts.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '회원이 쓴 게시글',
        params: UserId,
        querystring: PageQuery,
        response: { 200: paged(Post), ...errors },
      },
    },
    async (request) => profiles.posts(request.params.id, request.query, request.viewer),
  );

  app.get(
    usersComments.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '회원이 쓴 댓글',
        params: UserId,
        querystring: PageQuery,
        response: { 200: paged(Comment), ...errors },
      },
    },
    async (request) => profiles.comments(request.params.id, request.query, request.viewer),
  );
};

export default usersRoutes;

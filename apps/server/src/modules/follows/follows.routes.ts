import {
  followsFollow,
  followsFollowers,
  followsFollowing,
  followsUnfollow,
} from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { FollowMember } from '@myeolgong/contract/follow-schemas';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const UserId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ['follows'];
const secured = [{ bearerAuth: [] }];
/** A follow changes profiles' counts, which no cached anonymous answer holds. */
const noCachedChange = { invalidates: () => [] };

/** 팔로우 (CONTRACT.md 'Following members'). The following feed is a posts route. */
const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.follows;

  app.put(
    followsFollow.path,
    {
      preHandler: [app.requireUser, app.writeGuard('follows')],
      config: noCachedChange,
      schema: {
        tags,
        security: secured,
        summary: '팔로우 (이미 팔로우 중이면 그대로; 자신은 400, 나를 차단한 회원은 403)',
        params: UserId,
        response: { 204: z.void(), 403: ErrorResponse, 429: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await service.follow(request.viewer!, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    followsUnfollow.path,
    {
      preHandler: [app.requireUser, app.writeGuard('follows')],
      config: noCachedChange,
      schema: {
        tags,
        security: secured,
        summary: '팔로우 취소',
        params: UserId,
        response: { 204: z.void(), 403: ErrorResponse, 429: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await service.unfollow(request.viewer!, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    followsFollowers.path,
    {
      schema: {
        tags,
        summary: '이 회원을 팔로우하는 회원 (최근 팔로우 순)',
        params: UserId,
        querystring: PageQuery,
        response: { 200: paged(FollowMember), ...errors },
      },
    },
    async (request) => service.followers(request.params.id, request.query),
  );

  app.get(
    followsFollowing.path,
    {
      schema: {
        tags,
        summary: '이 회원이 팔로우하는 회원 (최근 팔로우 순)',
        params: UserId,
        querystring: PageQuery,
        response: { 200: paged(FollowMember), ...errors },
      },
    },
    async (request) => service.following(request.params.id, request.query),
  );
};

export default followsRoutes;

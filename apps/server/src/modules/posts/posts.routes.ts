import { AppError } from '../../lib/errors';
import {
  postsBoard,
  postsBoardPopular,
  postsById,
  postsCreate,
  postsLike,
  postsList,
  postsPopular,
  postsRemove,
  postsSave,
  postsSubscribed,
  postsFollowing,
  postsUnsave,
  postsUpdate,
  postsView,
} from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { PageQuery } from '@myeolgong/contract/paging';
import {
  LikeResult,
  Post,
  PostBody,
  postMessages,
  PostPage,
  SaveResult,
  ViewResult,
} from '@myeolgong/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/response-cache';

const PostId = z.object({
  id: z.coerce
    .number({ error: postMessages.invalidId })
    .int({ error: postMessages.invalidId })
    .positive({ error: postMessages.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: postMessages.invalidId }),
});
const FeedQuery = PageQuery.extend({
  sort: z.string().max(50).optional(),
  cursor: z.string().max(500).optional(),
});
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
};
const secured = [{ bearerAuth: [] }];
/** Anonymous post lists: cached until a write changes any post's list fields. */
const feedCache = { responseCache: { tags: () => [cacheTags.feeds] } };
const LikeStatus = z.object({
  status: z
    .enum(['0', '1', '-1'], { error: 'status는 1(추천), -1(비추천) 또는 0(취소)이어야 합니다.' })
    .default('1'),
});
/** 말머리 filter of the board lists. */
const CategoryQuery = { category: z.string().max(100).optional() };

const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.posts;
  const tags = ['posts'];

  app.get(
    postsList.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '전체 게시글 (정렬: new, hot, top, comments)',
        querystring: FeedQuery.extend({
          boardName: z.string().max(100).optional(),
          ...CategoryQuery,
        }),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.all(request.query, viewer),
        service.ownPage,
      ),
  );

  app.get(
    postsPopular.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '인기 게시글 (timeRange: today, week, month, year, all)',
        querystring: FeedQuery.extend({ timeRange: z.string().max(20).optional() }),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.popular(request.query, viewer),
        service.ownPage,
      ),
  );

  app.get(
    postsBoardPopular.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '게시판의 인기 게시글',
        params: z.object({ name: z.string().min(1).max(100) }),
        querystring: FeedQuery.extend({ timeRange: z.string().max(20).optional() }),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.popular({ ...request.query, board: request.params.name }, viewer),
        service.ownPage,
      ),
  );

  app.get(
    postsSubscribed.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '구독한 게시판의 게시글',
        querystring: FeedQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => service.subscribed(request.query, request.viewer!),
  );

  app.get(
    postsFollowing.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '팔로우하는 회원의 게시글 (최신순)',
        querystring: FeedQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => service.following(request.query, request.viewer!),
  );

  app.get(
    postsBoard.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '게시판의 게시글 (all, popular 포함; category로 말머리 필터)',
        params: z.object({ name: z.string().min(1).max(100) }),
        querystring: FeedQuery.extend(CategoryQuery),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.board(request.params.name, request.query, viewer),
        service.ownPage,
      ),
  );

  app.get(
    postsById.path,
    {
      preHandler: app.optionalUser,
      config: { responseCache: { tags: ({ params }) => [cacheTags.post(params.id ?? '')] } },
      schema: { tags, summary: '게시글', params: PostId, response: { 200: Post, ...errors } },
    },
    async (request, reply) => {
      try {
        return await app.responseCache.personal(
          request,
          reply,
          (viewer) => service.get(request.params.id, viewer),
          service.ownPost,
        );
      } catch (error) {
        // Everyone's answer is 404 for a post held for review; its author still sees it.
        if (!request.viewer || !(error instanceof AppError) || error.status !== 404) throw error;
        reply.header('cache-control', 'private, no-store');
        return service.get(request.params.id, request.viewer);
      }
    },
  );

  app.post(
    postsCreate.path,
    {
      preHandler: [app.requireUser, app.writeGuard('posts')],
      schema: {
        tags,
        security: secured,
        summary: '게시글 작성',
        body: PostBody,
        response: { 201: Post, ...errors },
      },
    },
    async (request, reply) => {
      // The alias /api/boards/{name}/posts names the board in the path.
      const boardName = (request.params as { name?: string }).name;
      return reply.status(201).send(await service.create(request.body, request.viewer!, boardName));
    },
  );

  app.put(
    postsUpdate.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '게시글 수정 (작성자 또는 관리자)',
        params: PostId,
        body: PostBody,
        response: { 200: Post, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body, request.viewer!),
  );

  app.delete(
    postsRemove.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '게시글 삭제 (작성자 또는 관리자)',
        params: PostId,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => service.remove(request.params.id, request.viewer!),
  );

  app.post(
    postsLike.path,
    {
      preHandler: [app.requireUser, app.writeGuard('likes')],
      config: {
        invalidates: ({ params }) => [cacheTags.feeds, cacheTags.post(params.id ?? '')],
      },
      schema: {
        tags,
        security: secured,
        summary: '게시글 추천 (status=1) / 비추천 (status=-1) / 취소 (status=0)',
        params: PostId,
        querystring: LikeStatus,
        response: { 200: LikeResult, ...errors },
      },
    },
    async (request) =>
      service.like(request.params.id, Number(request.query.status) as -1 | 0 | 1, request.viewer!),
  );

  app.post(
    postsSave.path,
    {
      preHandler: app.requireUser,
      config: { invalidates: () => [] },
      schema: {
        tags,
        security: secured,
        summary: '게시글 저장 (body saved: false면 저장 취소)',
        params: PostId,
        body: z.object({ saved: z.boolean().default(true) }).nullish(),
        response: { 200: SaveResult, ...errors },
      },
    },
    async (request) =>
      service.save(request.params.id, request.body?.saved ?? true, request.viewer!),
  );

  app.post(
    postsUnsave.path,
    {
      preHandler: app.requireUser,
      config: { invalidates: () => [] },
      schema: {
        tags,
        security: secured,
        summary: '게시글 저장 취소',
        params: PostId,
        response: { 200: SaveResult, ...errors },
      },
    },
    async (request) => service.save(request.params.id, false, request.viewer!),
  );

  app.post(
    postsView.path,
    {
      preHandler: app.optionalUser,
      // View counts in cached responses may lag by RESPONSE_CACHE_SECONDS (docs/decisions/010).
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '조회수 증가 (같은 사용자는 5분에 한 번)',
        params: PostId,
        response: { 200: ViewResult, ...errors },
      },
    },
    async (request) => service.view(request.params.id, request.viewer, request.ip),
  );
};

export default postsRoutes;

import {
  postsBest,
  postsNeighbors,
  postsNotices,
  postsRevisions,
  postsSetNotice,
} from '@myeolgong/contract/endpoints';
import { boardMessages } from '@myeolgong/contract/boards';
import { Neighbors, NoticeBody, NoticeList, RevisionList } from '@myeolgong/contract/conventions';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { PageQuery } from '@myeolgong/contract/paging';
import { Post, postMessages, PostPage } from '@myeolgong/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cacheTags } from '../../lib/response-cache';
import { requireOperator } from '../moderation/moderation.service';

const PostId = z.object({
  id: z.coerce
    .number({ error: postMessages.invalidId })
    .int({ error: postMessages.invalidId })
    .positive({ error: postMessages.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: postMessages.invalidId }),
});
const BoardQuery = {
  boardName: z.string().max(100, { error: boardMessages.notFound }).optional(),
};
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
const tags = ['posts'];
/** Anonymous answers, cached until a write changes a post list (docs/decisions/010). */
const feedCache = { responseCache: { tags: () => [cacheTags.feeds] } };

/** CONTRACT.md 'Community conventions': notices, 개념글, 이전글/다음글, revisions. */
const conventionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.conventions;

  app.put(
    postsSetNotice.path,
    {
      // 401 without a token, 403 for a member: before the body is read.
      preValidation: [
        app.requireUser,
        async (request: FastifyRequest) => requireOperator(request.viewer!),
      ],
      config: {
        invalidates: ({ params }) => [cacheTags.feeds, cacheTags.post(params.id ?? '')],
      },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: '공지 지정 (board: 게시판 공지, site: 전체 공지, none: 해제; 운영자)',
        params: PostId,
        body: NoticeBody,
        response: { 200: Post, ...errors },
      },
    },
    async (request) => service.setNotice(request.params.id, request.body.scope, request.viewer!),
  );

  app.get(
    postsNotices.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '공지: 게시판 공지와 전체 공지 (최근 지정 순; boardName 없으면 전체 공지만)',
        querystring: z.object(BoardQuery),
        response: { 200: NoticeList, ...errors },
      },
    },
    // A member gets everyone's notices with their own marks added (decision 015), as the feeds.
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.notices(request.query.boardName, viewer),
        app.services.posts.ownPosts,
      ),
  );

  app.get(
    postsBest.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '개념글 (최근 선정 순; boardName으로 게시판 한정)',
        querystring: PageQuery.extend(BoardQuery),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => service.best(request.query, request.viewer),
  );

  app.get(
    postsNeighbors.path,
    {
      preHandler: app.optionalUser,
      config: feedCache,
      schema: {
        tags,
        summary: '이전글/다음글 (게시판의 최신순 목록에서 바로 위·아래 글)',
        params: PostId,
        querystring: z.object(BoardQuery),
        response: { 200: Neighbors, ...errors },
      },
    },
    // A signed-in member who blocks nobody gets everyone's answer from memory (decision 015).
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.neighbors(request.params.id, request.query.boardName, viewer),
        service.unlessBlocking,
      ),
  );

  app.get(
    postsRevisions.path,
    {
      preHandler: app.optionalUser,
      config: { responseCache: { tags: ({ params }) => [cacheTags.post(params.id ?? '')] } },
      schema: {
        tags,
        summary: '게시글 수정 이력 (이전 버전, 오래된 순)',
        params: PostId,
        response: { 200: RevisionList, ...errors },
      },
    },
    async (request) => service.revisions(request.params.id, request.viewer),
  );
};

export default conventionsRoutes;

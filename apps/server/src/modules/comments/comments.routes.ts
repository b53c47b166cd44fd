import {
  commentsCreate,
  commentsLike,
  commentsLikeStatus,
  commentsOfPost,
  commentsRemove,
  commentsUnlike,
  commentsUpdate,
} from '@myeolgong/contract/endpoints';
import {
  Comment,
  CommentBody,
  CommentEditBody,
  CommentLikeResult,
  CommentLikeStatus,
  commentMessages,
  CommentSort,
  DeleteCommentResult,
} from '@myeolgong/contract/comments';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { paged, PageQuery } from '@myeolgong/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags, ALL_TAGS } from '../../lib/response-cache';

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
const CommentId = z.object({ id: positiveId(commentMessages.invalidId) });
const PostId = z.object({ postId: positiveId('잘못된 게시글 ID입니다.') });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const secured = [{ bearerAuth: [] }];
const flag = z.enum(['0', '1'], { error: '0 또는 1이어야 합니다.' }).optional();

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.comments;
  const tags = ['comments'];

  app.get(
    commentsOfPost.path,
    {
      preHandler: app.optionalUser,
      config: {
        responseCache: {
          tags: ({ params }) => [cacheTags.comments, cacheTags.commentsOf(params.postId ?? '')],
        },
      },
      schema: {
        tags,
        summary: '게시글의 댓글 (sort: top 기본, new, old; 답글은 replies에)',
        description:
          '차단한 회원의 댓글은 "차단한 회원의 댓글입니다." (blocked: true), 삭제된 댓글과 검토 중인 댓글은 ' +
          '답글이 남아 있는 동안 "삭제된 댓글입니다." / "신고가 접수되어 가려진 댓글입니다."로 자리를 지킵니다. ' +
          '게시글의 commentCount는 삭제되지 않고 가려지지 않은 댓글 수입니다 (docs/decisions/025).',
        params: PostId,
        querystring: PageQuery.extend({
          sort: CommentSort.default('top'),
          includeUserInfo: z.string().max(10).optional(),
        }),
        response: { 200: paged(Comment), ...errors },
      },
      // A thread of hundreds of comments: the presenter's typed output goes out as it is; checking
      // it against the schema again cost more than the queries (the schema still documents it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) =>
      service.list(request.params.postId, request.query.sort, request.query, request.viewer),
  );

  app.post(
    commentsCreate.path,
    {
      preHandler: [app.requireUser, app.writeGuard('comments')],
      config: {
        // The post's comment list, its comment count in the detail and in every feed.
        invalidates: ({ body }) => {
          const postId = Number((body as { postId?: unknown } | undefined)?.postId);
          return Number.isSafeInteger(postId) && postId > 0
            ? [cacheTags.feeds, cacheTags.post(postId), cacheTags.commentsOf(postId)]
            : [ALL_TAGS];
        },
      },
      schema: {
        tags,
        security: secured,
        summary: '댓글/답글 작성',
        body: CommentBody,
        response: { 201: Comment, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, request.viewer!)),
  );

  app.put(
    commentsUpdate.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '댓글 수정 (작성자 또는 관리자)',
        params: CommentId,
        body: CommentEditBody,
        response: { 200: Comment, ...errors },
      },
    },
    async (request) => service.edit(request.params.id, request.body.content, request.viewer!),
  );

  app.delete(
    commentsRemove.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '댓글 삭제 (작성자 또는 관리자)',
        params: CommentId,
        response: {
          200: DeleteCommentResult,
          ...errors,
        },
      },
    },
    async (request) => service.remove(request.params.id, request.viewer!),
  );

  const likeSchema = (summary: string) => ({
    tags,
    security: secured,
    summary,
    params: CommentId,
    querystring: z.object({ value: flag, status: flag }),
    response: { 200: CommentLikeResult, ...errors },
  });

  app.post(
    commentsLike.path,
    {
      preHandler: [app.requireUser, app.writeGuard('likes')],
      config: { invalidates: () => [cacheTags.comments] },
      schema: likeSchema('댓글 좋아요 (value 또는 status: 1 좋아요, 0 취소; 기본 1)'),
    },
    async (request) => {
      const value = request.query.value ?? request.query.status ?? '1';
      return service.like(request.params.id, value === '1', request.viewer!);
    },
  );

  app.delete(
    commentsUnlike.path,
    {
      preHandler: [app.requireUser, app.writeGuard('likes')],
      config: { invalidates: () => [cacheTags.comments] },
      schema: likeSchema('댓글 좋아요 취소'),
    },
    async (request) => service.like(request.params.id, false, request.viewer!),
  );

  app.get(
    commentsLikeStatus.path,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '댓글 좋아요 상태',
        params: CommentId,
        response: { 200: CommentLikeStatus, ...errors },
      },
    },
    async (request) => service.likeStatus(request.params.id, request.viewer),
  );
};

export default commentsRoutes;

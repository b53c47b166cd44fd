import { solicitationReason } from '../../policies/solicitation';
import { isAdmin } from '../../lib/viewer';
import {
  COMMENT_MAX,
  commentMessages as m,
  type Comment,
  type NewCommentMessage,
} from '@myeolgong/contract/comments';
import type { CommentSort } from '@myeolgong/contract/comment-messages';
import type { CommentLikeMessage, TopicMessages, TopicName } from '@myeolgong/contract/realtime';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import {
  canDeleteComment,
  canEditComment,
  canSeeHiddenComments,
  isOperatorActOnComment,
  type CommentRef,
} from '../../policies/comment';
import type { PostsRepository } from '../posts/posts.repository';
import type { ModerationLog } from '../audit/moderation-log';
import { assertCanWrite } from '../../policies/write-permission';
import type { StockTalkService } from '../stock-talk/stock-talk.service';
import type { Realtime } from '../realtime/realtime.plugin';
import type { CommentsRepository } from './comments.repository';
import { buildThreads, presentComment } from './comments.presenter';

export type Publisher = Pick<Realtime, 'publish'>;

function cleanContent(raw: string): string {
  const content = raw.trim();
  if (!content) throw validationFailed(m.contentRequired, { content: m.contentRequired });
  if ([...content].length > COMMENT_MAX)
    throw validationFailed(m.contentTooLong, { content: m.contentTooLong });
  return content;
}

export function commentsService(deps: {
  comments: CommentsRepository;
  posts: Pick<PostsRepository, 'findOwner'>;
  realtime: Publisher;
  /** Records what operators do to other members' comments. */
  audit?: Pick<ModerationLog, 'record'>;
  /** Which `$종목` a comment mentions (modules/stock-talk); told of every change to them. */
  stockTalk?: Pick<StockTalkService, 'mentionsIn' | 'changed'>;
  now?: () => Date;
}) {
  const { comments, posts, realtime } = deps;
  const now = deps.now ?? (() => new Date());

  /** Best effort: the write is committed; app.realtime logs and counts a lost live update. */
  const publish = <Name extends TopicName>(topic: Name, message: TopicMessages[Name]) =>
    realtime.publish(topic, message).catch(() => undefined);

  async function live(id: number, viewer: Viewer | null) {
    const row = await comments.findById(id, viewer?.id ?? null);
    if (!row || row.deleted_at !== null) throw notFound(m.notFound);
    return row;
  }

  /**
   * The one way a comment is deleted, by its author or an operator (here or in /admin, through
   * modules/moderation): the repository drops its counts and `$종목` rows in one transaction, and
   * 토론 많은 종목 counts again. Null when it was already gone.
   */
  async function erase(id: number) {
    const result = await comments.softDelete(id);
    if (result) await deps.stockTalk?.changed();
    return result;
  }

  async function owned(
    id: number,
    viewer: Viewer,
    may: (viewer: Viewer, comment: CommentRef) => boolean,
    message: string,
  ) {
    const row = await live(id, viewer);
    if (!may(viewer, { authorId: row.author_id })) throw forbidden(message);
    return row;
  }

  return {
    erase,

    async list(postId: number, order: CommentSort, page: PageRequest, viewer: Viewer | null) {
      if (!(await posts.findOwner(postId))) throw notFound(m.postNotFound);
      const { rows, total, pinned } = await comments.pageOfRoots(
        postId,
        order,
        page,
        viewer?.id ?? null,
        canSeeHiddenComments(viewer),
      );
      const descendants = await comments.descendants(
        rows.map((r) => r.id),
        viewer?.id ?? null,
      );
      return toPaged(
        buildThreads(rows, descendants, pinned, canSeeHiddenComments(viewer), viewer?.id ?? null),
        total,
        page,
      );
    },

    async create(
      body: { content: string; postId: number; parentId?: number | null | undefined },
      viewer: Viewer,
    ): Promise<Comment> {
      assertCanWrite(viewer, now(), 'comment');
      const content = cleanContent(body.content);
      if (!(await posts.findOwner(body.postId))) throw notFound(m.postNotFound);
      const parentId = body.parentId ?? null;
      if (parentId !== null) {
        const parent = await comments.findById(parentId, null);
        if (!parent) throw notFound(m.notFound);
        if (parent.post_id !== body.postId)
          throw validationFailed(m.parentElsewhere, { parentId: m.parentElsewhere });
        if (parent.deleted_at !== null)
          throw validationFailed(m.parentDeleted, { parentId: m.parentDeleted });
      }
      // Recorded in the comment's own transaction; the comment read back carries them.
      const stocks = deps.stockTalk?.mentionsIn(content) ?? [];
      // 리딩방·유사투자자문 solicitation is held for review; operators' comments never are.
      const heldReason = isAdmin(viewer) ? null : solicitationReason(content);
      const { id, commentCount } = await comments.create(
        { post_id: body.postId, author_id: viewer.id, parent_id: parentId, content },
        stocks,
        heldReason,
      );
      if (stocks.length > 0) await deps.stockTalk?.changed();
      const created = (await comments.findById(id, viewer.id))!;
      const comment = presentComment(created);
      // A held comment reaches nobody live: its author has it from this answer.
      if (heldReason !== null) return comment;
      const message: NewCommentMessage = { postId: body.postId, commentCount, comment };
      await publish('postComments', message);
      return comment;
    },

    /** An operator publishes a held comment (modules/moderation's queue); false: not held. */
    async release(id: number) {
      const released = await comments.release(id);
      if (released) await deps.stockTalk?.changed();
      return released;
    },

    async edit(id: number, rawContent: string, viewer: Viewer) {
      assertCanWrite(viewer, now(), 'comment');
      const content = cleanContent(rawContent);
      const row = await owned(id, viewer, canEditComment, m.noEditPermission);
      // The text and its `$종목` in one transaction: an edit may add, change or drop mentions.
      await comments.updateContent(id, content, deps.stockTalk?.mentionsIn(content) ?? []);
      await deps.stockTalk?.changed();
      if (isOperatorActOnComment(viewer, { authorId: row.author_id })) {
        await deps.audit?.record({
          actorId: viewer.id,
          action: 'COMMENT_EDIT',
          targetType: 'COMMENT',
          targetId: id,
          details: { authorId: row.author_id, postId: row.post_id },
        });
      }
      return presentComment((await comments.findById(id, viewer.id))!);
    },

    async remove(id: number, viewer: Viewer) {
      const row = await owned(id, viewer, canDeleteComment, m.noDeletePermission);
      const result = await erase(id);
      if (!result) throw notFound(m.notFound);
      if (isOperatorActOnComment(viewer, { authorId: row.author_id })) {
        await deps.audit?.record({
          actorId: viewer.id,
          action: 'COMMENT_DELETE',
          targetType: 'COMMENT',
          targetId: id,
          details: { authorId: row.author_id, postId: row.post_id },
        });
      }
      return {
        success: true as const,
        message: m.deleted,
        postId: result.postId,
        commentCount: result.commentCount,
      };
    },

    async like(id: number, liked: boolean, viewer: Viewer) {
      assertCanWrite(viewer, now(), 'like');
      const changed = await comments.setLike(id, viewer.id, liked);
      if (!changed) throw notFound(m.notFound);
      const { likes, postId } = changed;
      const likeStatus = liked ? (1 as const) : (0 as const);
      const message: CommentLikeMessage = { commentId: id, likeStatus, likes };
      await publish('commentLikes', message);
      return {
        success: true as const,
        commentId: id,
        postId,
        likeStatus,
        liked,
        likes,
        likeCount: likes,
        uplikes: likes,
        uplikeCount: likes,
      };
    },

    async likeStatus(id: number, viewer: Viewer | null) {
      const row = await comments.findById(id, viewer?.id ?? null);
      if (!row) throw notFound(m.notFound);
      return {
        commentId: id,
        likeStatus: row.liked ? (1 as const) : (0 as const),
        likes: row.like_count,
      };
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;

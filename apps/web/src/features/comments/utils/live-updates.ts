import type { Comment, NewCommentMessage } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import type { CommentLikeMessage } from '@myeolgong/contract/realtime';
import { containsComment, insertComment, mapComment, updatePage, withLikes } from './comment-tree';

export function isNewCommentMessage(body: unknown, postId: number): body is NewCommentMessage {
  if (!body || typeof body !== 'object') return false;
  const message = body as Partial<NewCommentMessage>;
  return (
    message.postId === postId &&
    typeof message.comment === 'object' &&
    message.comment !== null &&
    typeof message.comment.id === 'number'
  );
}

export function isCommentLikeMessage(body: unknown): body is CommentLikeMessage {
  if (!body || typeof body !== 'object') return false;
  const message = body as Partial<CommentLikeMessage>;
  return typeof message.commentId === 'number' && typeof message.likes === 'number';
}

/** A live new comment joins the list once (your own, already added from the answer, is skipped). */
export function applyNewComment(
  page: Paged<Comment> | undefined,
  message: NewCommentMessage,
): Paged<Comment> | undefined {
  if (!page || containsComment(page.content, message.comment.id)) return page;
  return updatePage(page, (comments) => insertComment(comments, message.comment));
}

/**
 * A live like changes the count everyone sees. Its likeStatus is the acting member's, so it is
 * not applied here: your own status comes from your own like's answer.
 */
export function applyCommentLike(
  page: Paged<Comment> | undefined,
  message: CommentLikeMessage,
): Paged<Comment> | undefined {
  if (!page || !containsComment(page.content, message.commentId)) return page;
  return updatePage(page, (comments) =>
    mapComment(comments, message.commentId, (comment) => withLikes(comment, message.likes)),
  );
}

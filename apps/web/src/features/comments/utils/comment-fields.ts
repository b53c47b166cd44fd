import { commentMessages } from '@myeolgong/contract/comment-messages';
import type { Comment } from '@myeolgong/contract/comments';
import * as ko from '../../../lib/i18n/ko';

/** A comment as shown: a server comment or a local-only one (SPEC.md §3 isTemporary). */
export type ShownComment = Comment & { isTemporary?: boolean; needsRelogin?: boolean };

const UNKNOWN = new Set(['unknown user', 'unknown', 'anonymous']);

/** The author's nickname, with 'unknown user' (or none) shown as 알 수 없는 사용자. */
export function authorNameOf(comment: Partial<Comment>): string {
  const name = comment.author?.nickname ?? comment.authorNickname;
  if (!name || !name.trim() || UNKNOWN.has(name.trim().toLowerCase()))
    return ko.comments.unknownUser;
  return name;
}

export function authorIdOf(comment: Partial<Comment>): number | null {
  return comment.author?.id ?? comment.authorId ?? comment.userId ?? null;
}

export function repliesOf(comment: Partial<Comment>): Comment[] {
  return Array.isArray(comment.replies) ? comment.replies : [];
}

/**
 * A comment the reader may not read, kept so that its replies keep their place
 * (docs/decisions/025): deleted, by a member the reader blocks, or hidden pending review (members
 * get the placeholder text; operators the comment whole).
 */
export function isPlaceholder(comment: Partial<Comment>): boolean {
  return (
    comment.deleted === true ||
    comment.blocked === true ||
    (comment.hidden === true && comment.content === commentMessages.hiddenContent)
  );
}

/**
 * The comments a list counts (docs/decisions/025): every entry but the placeholders of deleted
 * and hidden comments; a blocked member's placeholder is counted, as on the post.
 */
export function countShown(list: readonly Partial<Comment>[]): number {
  return list.reduce(
    (sum, comment) =>
      sum +
      (comment.deleted === true || (comment.hidden === true && isPlaceholder(comment)) ? 0 : 1) +
      countShown(repliesOf(comment)),
    0,
  );
}

/** Builds a local-only comment (SPEC.md §8: a 401 on create keeps the text on this device). */
export function temporaryComment(
  input: { postId: number; content: string; parentId?: number | null },
  author: { id: number | null; nickname: string | null } | null,
  id: number,
): ShownComment {
  const now = new Date().toISOString();
  return {
    id,
    commentId: id,
    content: input.content,
    postId: input.postId,
    postTitle: null,
    parentId: input.parentId ?? null,
    author: { id: author?.id ?? 0, nickname: author?.nickname ?? '' },
    authorId: author?.id ?? 0,
    userId: author?.id ?? 0,
    authorNickname: author?.nickname ?? '',
    createdAt: now,
    updatedAt: now,
    editedAt: null,
    uplikes: 0,
    likeCount: 0,
    likes: 0,
    likeStatus: 0,
    replyCount: 0,
    deleted: false,
    blocked: false,
    hidden: false,
    held: false,
    heldReason: null,
    pinned: false,
    replies: [],
    isTemporary: true,
    needsRelogin: true,
  };
}

import { commentMessages, type Comment } from '@myeolgong/contract/comments';
import { sanitizeContent } from '../../lib/sanitize';
import { authorName } from '../../lib/author-name';
import type { CommentListRow } from './comments.repository';

/** A deleted comment shows neither its text nor its author. */
const DELETED_COMMENT_AUTHOR = '알 수 없음';

/**
 * What a list shows instead of a comment the reader may not read (docs/decisions/025): a deleted
 * one, one hidden pending review (members only), one by a member the reader blocks.
 */
export type Placeholder = 'deleted' | 'hidden' | 'blocked';

const placeholderText: Record<Placeholder, string> = {
  deleted: commentMessages.deletedContent,
  hidden: commentMessages.hiddenContent,
  blocked: commentMessages.blockedContent,
};

function placeholderOf(
  row: CommentListRow,
  seeHidden: boolean,
  viewerId: number | null,
): Placeholder | null {
  if (row.deleted_at !== null) return 'deleted';
  // A comment held for review is its author's to read ("검토 중"), and operators'.
  const ownHeld = row.held_reason !== null && row.author_id === viewerId;
  if (row.hidden_at !== null && !seeHidden && !ownHeld) return 'hidden';
  if (row.blocked) return 'blocked';
  return null;
}

export function presentComment(
  row: CommentListRow,
  extra: { pinned?: boolean; replies?: Comment[]; placeholder?: Placeholder | null } = {},
): Comment {
  const deleted = row.deleted_at !== null;
  const placeholder = deleted ? 'deleted' : (extra.placeholder ?? null);
  const nickname = deleted
    ? DELETED_COMMENT_AUTHOR
    : authorName(row.author_id, row.author_nickname, row.author_deleted);
  const likes = Math.max(0, row.like_count);
  return {
    id: row.id,
    commentId: row.id,
    content: placeholder ? placeholderText[placeholder] : sanitizeContent(row.content),
    postId: row.post_id,
    postTitle: row.post_title,
    parentId: row.parent_id,
    author: { id: row.author_id, nickname },
    authorId: row.author_id,
    userId: row.author_id,
    authorNickname: nickname,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editedAt: deleted ? null : (row.edited_at?.toISOString() ?? null),
    uplikes: likes,
    likeCount: likes,
    likes,
    likeStatus: row.liked ? 1 : 0,
    replyCount: row.reply_count,
    deleted,
    blocked: placeholder === 'blocked',
    hidden: row.hidden_at !== null,
    held: row.held_reason !== null,
    heldReason: placeholder ? null : row.held_reason,
    pinned: extra.pinned ?? false,
    replies: extra.replies ?? [],
    stocks: placeholder ? [] : row.stocks,
    mentions: placeholder ? [] : row.mentions,
  };
}

/**
 * Hangs replies under their parents (docs/decisions/025). A comment the reader may not read keeps
 * its place and its replies as a placeholder: always for a blocked member's (it is counted), and
 * for a deleted or hidden one only while replies hang below it (those are not counted).
 */
export function buildThreads(
  roots: CommentListRow[],
  descendants: CommentListRow[],
  pinned: number[],
  seeHidden = false,
  viewerId: number | null = null,
): Comment[] {
  const children = new Map<number, CommentListRow[]>();
  for (const row of descendants) {
    const list = children.get(row.parent_id!) ?? [];
    list.push(row);
    children.set(row.parent_id!, list);
  }
  const toComment = (row: CommentListRow): Comment | null => {
    const replies = (children.get(row.id) ?? [])
      .map(toComment)
      .filter((c): c is Comment => c !== null);
    const placeholder = placeholderOf(row, seeHidden, viewerId);
    if ((placeholder === 'deleted' || placeholder === 'hidden') && replies.length === 0)
      return null;
    return presentComment(row, { pinned: pinned.includes(row.id), replies, placeholder });
  };
  return roots.map(toComment).filter((c): c is Comment => c !== null);
}

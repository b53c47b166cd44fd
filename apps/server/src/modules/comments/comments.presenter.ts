import { commentMessages, type Comment } from '@myeolgong/contract/comments';
import { sanitizeContent } from '../../lib/sanitize';
import { authorName } from '../posts/posts.presenter';
import type { CommentListRow } from './comments.repository';

/** A deleted comment shows neither its text nor its author. */
const DELETED_COMMENT_AUTHOR = '알 수 없음';

export function presentComment(
  row: CommentListRow,
  extra: { pinned?: boolean; replies?: Comment[] } = {},
): Comment {
  const deleted = row.deleted_at !== null;
  const nickname = deleted
    ? DELETED_COMMENT_AUTHOR
    : authorName(row.author_id, row.author_nickname, row.author_deleted);
  const likes = Math.max(0, row.like_count);
  return {
    id: row.id,
    commentId: row.id,
    content: deleted ? commentMessages.deletedContent : sanitizeContent(row.content),
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
    pinned: extra.pinned ?? false,
    replies: extra.replies ?? [],
  };
}

/**
 * Hangs replies under their parents. A deleted reply stays only while live replies hang below it.
 */
export function buildThreads(
  roots: CommentListRow[],
  descendants: CommentListRow[],
  pinned: number[],
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
    if (row.deleted_at !== null && replies.length === 0) return null;
    return presentComment(row, { pinned: pinned.includes(row.id), replies });
  };
  return roots.map((root) => {
    const replies = (children.get(root.id) ?? [])
      .map(toComment)
      .filter((c): c is Comment => c !== null);
    return presentComment(root, { pinned: pinned.includes(root.id), replies });
  });
}

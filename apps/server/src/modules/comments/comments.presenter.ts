import { deletedAuthorName, unnamedAuthor } from '@myeolgong/contract/posts';
import type { Comment } from '@myeolgong/contract/comments';
import { sanitizeContent } from '../../lib/sanitize';
import type { CommentListRow } from './comments.repository';

/** A deleted comment keeps its place (its replies stay visible) but shows no content. */
export const DELETED_COMMENT_TEXT = '삭제된 댓글입니다.';

export function presentComment(row: CommentListRow): Comment {
  const deleted = row.deleted_at !== null;
  const nickname = row.author_deleted
    ? deletedAuthorName
    : (row.author_nickname ?? unnamedAuthor(row.author_id));
  const likes = Math.max(0, row.like_count);
  return {
    id: row.id,
    commentId: row.id,
    content: deleted ? DELETED_COMMENT_TEXT : sanitizeContent(row.content),
    postId: row.post_id,
    postTitle: row.post_title,
    parentId: row.parent_id,
    author: { id: row.author_id, nickname },
    authorId: row.author_id,
    userId: row.author_id,
    authorNickname: nickname,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    uplikes: likes,
    likeCount: likes,
    likes,
    likeStatus: row.liked ? 1 : 0,
    replyCount: row.reply_count,
    deleted,
  };
}

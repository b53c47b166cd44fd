import { commentsLike } from '@myeolgong/contract/endpoints/comments';
import type { CommentLikeResult } from '@myeolgong/contract/comments';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export type { CommentLikeResult };

/** SPEC.md §7: POST /api/comments/{id}/like?value=1 likes, value=0 takes the like back. */
export function likeComment(commentId: number, value: 0 | 1) {
  return call(commentsLike, {
    params: { id: commentId },
    query: { value },
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

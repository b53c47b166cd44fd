import { api } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export interface DeleteCommentResult {
  success: boolean;
  message: string;
  postId: number;
  commentCount: number;
}

export function deleteComment(id: number) {
  return api.delete<DeleteCommentResult>(`/api/comments/${id}`, { timeoutMs: COMMENT_TIMEOUT_MS });
}

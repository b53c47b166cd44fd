import type { DeleteCommentResult } from '@myeolgong/contract/comments';
import { api } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function deleteComment(id: number) {
  return api.delete<DeleteCommentResult>(`/api/comments/${id}`, { timeoutMs: COMMENT_TIMEOUT_MS });
}

import type { Comment } from '@myeolgong/contract/comments';
import { api } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function updateComment({ id, content }: { id: number; content: string }) {
  return api.put<Comment>(`/api/comments/${id}`, { content }, { timeoutMs: COMMENT_TIMEOUT_MS });
}

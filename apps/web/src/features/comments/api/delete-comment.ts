import { endpoints } from '@myeolgong/contract/endpoints';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function deleteComment(id: number) {
  return call(endpoints.comments.remove, { params: { id }, timeoutMs: COMMENT_TIMEOUT_MS });
}

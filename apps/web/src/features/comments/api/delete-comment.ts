import { commentsRemove } from '@myeolgong/contract/endpoints/comments';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function deleteComment(id: number) {
  return call(commentsRemove, { params: { id }, timeoutMs: COMMENT_TIMEOUT_MS });
}

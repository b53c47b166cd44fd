import { commentsUpdate } from '@myeolgong/contract/endpoints/comments';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function updateComment({ id, content }: { id: number; content: string }) {
  return call(commentsUpdate, {
    params: { id },
    body: { content },
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

import { endpoints } from '@myeolgong/contract/endpoints';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function updateComment({ id, content }: { id: number; content: string }) {
  return call(endpoints.comments.update, {
    params: { id },
    body: { content },
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

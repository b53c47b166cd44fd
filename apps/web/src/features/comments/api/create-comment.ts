import { commentsCreate } from '@myeolgong/contract/endpoints/comments';
import type { CommentBody } from '@myeolgong/contract/comments';
import { call } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function createComment({ postId, content, parentId }: CommentBody) {
  return call(commentsCreate, {
    body: { postId, content, ...(parentId ? { parentId } : {}) },
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

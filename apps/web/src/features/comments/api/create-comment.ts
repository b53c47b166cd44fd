import type { Comment, CommentBody } from '@myeolgong/contract/comments';
import { api } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export function createComment({ postId, content, parentId }: CommentBody) {
  return api.post<Comment>(
    '/api/comments',
    { postId, content, ...(parentId ? { parentId } : {}) },
    { timeoutMs: COMMENT_TIMEOUT_MS },
  );
}

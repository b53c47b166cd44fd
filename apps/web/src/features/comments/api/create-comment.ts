import type { Comment } from '@myeolgong/contract/comments';
import { api } from '../../../lib/http';
import { COMMENT_TIMEOUT_MS } from './get-comments';

export interface CreateCommentInput {
  postId: number;
  content: string;
  parentId?: number | null;
}

export function createComment({ postId, content, parentId }: CreateCommentInput) {
  return api.post<Comment>(
    '/api/comments',
    { postId, content, ...(parentId ? { parentId } : {}) },
    { timeoutMs: COMMENT_TIMEOUT_MS },
  );
}

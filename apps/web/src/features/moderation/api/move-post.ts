import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The server's answer: 게시글을 {board}으로 옮겼습니다. */
export interface MoveResult {
  success: true;
  message: string;
}

export interface MovePostInput {
  postId: number;
  /** The target board's URL name. */
  boardName: string;
  /** For the moderation log; may be empty. */
  reason: string;
}

export function movePost({ postId, boardName, reason }: MovePostInput): Promise<MoveResult> {
  return api.post<MoveResult>(`/api/admin/posts/${postId}/move`, { boardName, reason });
}

/**
 * An operator moves a post to another board. The post, both boards' feeds and counts change, so
 * every cached list refreshes.
 */
export function useMovePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: movePost,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries(),
  });
}

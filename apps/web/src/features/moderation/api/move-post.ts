import { moderationMovePost } from '@myeolgong/contract/endpoints/moderation';
import type { SuccessMessage } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

interface MovePostInput {
  postId: number;
  /** The target board's URL name. */
  boardName: string;
  /** For the moderation log; may be empty. */
  reason: string;
}

function movePost({ postId, boardName, reason }: MovePostInput): Promise<SuccessMessage> {
  return call(moderationMovePost, {
    params: { id: postId },
    body: { boardName, reason },
  });
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

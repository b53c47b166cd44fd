import { postsLike } from '@myeolgong/contract/endpoints/posts';
import type { Post } from '@myeolgong/contract/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { call } from '../../../lib/http';
import { updatePostReaction } from '../utils/like-cache';
import { restoreSnapshot } from '../utils/patch-post';
import { likeCountOf } from '../utils/post-fields';
import { postQueryKey } from './get-post';

export interface DislikeInput {
  postId: number;
  disliked: boolean;
  current: Post;
}

/** 비추천 (status=-1) or taking it back (status=0). */
function dislikePost({ postId, disliked }: Pick<DislikeInput, 'postId' | 'disliked'>) {
  return call(postsLike, {
    params: { id: postId },
    query: { status: disliked ? -1 : 0 },
  });
}

/**
 * The 비추천 button: both numbers change at once (a dislike takes the member's like away), the
 * server's answer then sets the exact counts; a failure puts the previous state back.
 */
export function useDislikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dislikePost,
    onMutate: async ({ postId, disliked, current }: DislikeInput) => {
      await client.cancelQueries({ queryKey: postQueryKey(postId) });
      const likes = likeCountOf(current) - (disliked && current.likeStatus === 1 ? 1 : 0);
      const was = current.likeStatus === -1;
      const dislikes = (current.dislikes ?? 0) + (was === disliked ? 0 : disliked ? 1 : -1);
      const { snapshot } = updatePostReaction(client, postId, {
        likeStatus: disliked ? -1 : 0,
        likes,
        dislikes,
      });
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreSnapshot(client, context?.snapshot),
    onSuccess: (result, { postId }) => {
      const { updates } = updatePostReaction(client, postId, {
        likeStatus: result.likeStatus,
        likes: result.likes,
        dislikes: result.dislikes,
        best: result.best,
      });
      emitAppEvent(appEvents.postUpdated, { postId, updates });
    },
  });
}

import { postsLike } from '@myeolgong/contract/endpoints/posts';
import type { Post } from '@myeolgong/contract/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { call } from '../../../lib/http';
import { rememberLike } from '../utils/liked-posts';
import { type PostReaction, updatePostReaction } from '../utils/like-cache';
import { restoreSnapshot } from '../utils/patch-post';
import { likeCountOf } from '../utils/post-fields';
import { postQueryKey } from './get-post';

export interface LikeInput {
  postId: number;
  liked: boolean;
  /** The post as shown, for the optimistic count. */
  current: Pick<Post, 'likeStatus' | 'likeCount' | 'likes'> & Partial<Post>;
}

function likePost({ postId, liked }: Pick<LikeInput, 'postId' | 'liked'>) {
  return call(postsLike, {
    params: { id: postId },
    query: { status: liked ? 1 : 0 },
  });
}

/** The fields a like changes, with the count moved by one and never below 0. */
export function optimisticLike(current: LikeInput['current'], liked: boolean): PostReaction {
  const count = likeCountOf(current);
  const was = current.likeStatus === 1;
  const likes = was === liked ? count : Math.max(0, count + (liked ? 1 : -1));
  return { likeStatus: liked ? 1 : 0, likes };
}

/**
 * SPEC.md §4 post like: the button and count change at once, the server's answer then sets the
 * exact count (and the local history likedPosts); a failure puts the previous state back.
 */
export function useLikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onMutate: async ({ postId, liked, current }: LikeInput) => {
      await client.cancelQueries({ queryKey: postQueryKey(postId) });
      const { snapshot } = updatePostReaction(client, postId, optimisticLike(current, liked));
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreSnapshot(client, context?.snapshot),
    onSuccess: (result, { postId }) => {
      const { updates } = updatePostReaction(client, postId, {
        likeStatus: result.likeStatus,
        likes: result.likeCount,
        dislikes: result.dislikes,
        best: result.best,
      });
      // A like call (status 1 or 0) never answers -1.
      rememberLike(postId, result.likeStatus === 1 ? 1 : 0);
      emitAppEvent(appEvents.postUpdated, { postId, updates });
    },
  });
}

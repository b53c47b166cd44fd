import type { Post } from '@myeolgong/contract/posts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { patchPostEverywhere } from './patch-post';

/** What a like, a dislike (비추천) or the live count changes on a post. */
export interface PostReaction {
  /** The viewer's own state (1 liked, -1 disliked); the live stream leaves it out. */
  likeStatus?: -1 | 0 | 1;
  likes: number;
  /** Left out when unknown (an optimistic like, an older live message). */
  dislikes?: number;
  /** Only ever set: a post that became 개념글 stays one. */
  best?: boolean;
}

/** The post fields for a reaction: the like count under every name SPEC.md §3 lists, never below 0. */
export function reactionUpdates({
  likeStatus,
  likes,
  dislikes,
  best,
}: PostReaction): Partial<Post> {
  const count = Math.max(0, likes);
  return {
    ...(likeStatus === undefined ? {} : { likeStatus, userHasliked: likeStatus === 1 }),
    likeCount: count,
    likes: count,
    uplikes: count,
    uplikeCount: count,
    ...(dislikes === undefined ? {} : { dislikes: Math.max(0, dislikes) }),
    ...(best ? { best: true } : {}),
  };
}

/**
 * The one like-cache updater: applies a reaction to every cached copy of the post (the like and
 * dislike buttons, optimistically and with the server's answer, and the live count). Returns the
 * updates it applied and what was there before, to put back after a failure.
 */
export function updatePostReaction(
  client: QueryClient,
  postId: number,
  reaction: PostReaction,
): { updates: Partial<Post>; snapshot: [QueryKey, unknown][] } {
  const updates = reactionUpdates(reaction);
  return { updates, snapshot: patchPostEverywhere(client, postId, updates) };
}

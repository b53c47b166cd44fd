import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { ApiError } from '../../../lib/http';
import { postCommentsQueryKey } from '../api/comments-query-key';
import { type CommentLikeResult, likeComment } from '../api/like-comment';
import { likesOf } from '../utils/comment-order';
import { queueFailedLike, rememberCommentLike, replayFailedLikes } from '../utils/comment-likes';
import { mapComment, updatePage, withLikes } from '../utils/comment-tree';

function patchComment(
  client: QueryClient,
  postId: number,
  id: number,
  likes: number,
  status: 0 | 1,
) {
  client.setQueriesData<Paged<Comment>>({ queryKey: postCommentsQueryKey(postId) }, (page) =>
    updatePage(page, (comments) =>
      mapComment(comments, id, (comment) => withLikes(comment, likes, status)),
    ),
  );
}

/** Errors the server answered on purpose (not found, refused) are not worth retrying later. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function applyResult(client: QueryClient, postId: number, result: CommentLikeResult) {
  const likes = result.likes ?? result.likeCount ?? result.uplikes ?? result.uplikeCount;
  patchComment(client, postId, result.commentId, likes, result.likeStatus);
  rememberCommentLike(result.commentId, result.likeStatus);
}

/**
 * SPEC.md §4 comment like: the server first; when it cannot be reached the like is handled on
 * this device (count and status change), mirrored in likedComments and queued in
 * failed_like_requests (at most 50) to be sent again when the browser is back online.
 */
export function useLikeComment(postId: number) {
  const client = useQueryClient();

  useEffect(() => {
    const replay = () => {
      void replayFailedLikes(likeComment).then((landed) => {
        for (const result of landed) {
          if (result.postId === postId) applyResult(client, postId, result);
          else rememberCommentLike(result.commentId, result.likeStatus);
          emitAppEvent(appEvents.commentLikeSync, {
            postId: result.postId,
            commentId: result.commentId,
            likeStatus: result.likeStatus,
            likes: result.likes ?? result.likeCount ?? result.uplikes ?? result.uplikeCount,
            queued: false,
          });
        }
      });
    };
    if (typeof navigator === 'undefined' || navigator.onLine) replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [client, postId]);

  return async function toggleLike(comment: Comment): Promise<void> {
    const value: 0 | 1 = comment.likeStatus === 1 ? 0 : 1;
    const before = likesOf(comment);
    const optimistic = Math.max(0, before + (value === 1 ? 1 : -1));
    patchComment(client, postId, comment.id, optimistic, value);
    try {
      applyResult(client, postId, await likeComment(comment.id, value));
    } catch (error) {
      if (isFinal(error)) {
        patchComment(client, postId, comment.id, before, comment.likeStatus);
        return;
      }
      rememberCommentLike(comment.id, value);
      queueFailedLike(comment.id, value);
      emitAppEvent(appEvents.commentLikeSync, {
        postId,
        commentId: comment.id,
        likeStatus: value,
        likes: optimistic,
        queued: true,
      });
    }
  };
}

import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { type CommentSort, likesOf } from '../utils/comment-order';
import { readFailedLikes } from '../utils/comment-likes';
import { mapComment, updatePage, withLikes } from '../utils/comment-tree';
import { commentListQueryKey } from './comments-query-key';

/** One page holds every comment a post usually has; the server caps a page at 100. */
export const COMMENT_PAGE_SIZE = 100;
/** SPEC.md §9: comment calls time out after 5 s. */
export const COMMENT_TIMEOUT_MS = 5_000;

export function getComments(postId: number, sort: CommentSort, signal?: AbortSignal) {
  return api.get<Paged<Comment>>(`/api/comments/post/${postId}`, {
    query: { page: 0, size: COMMENT_PAGE_SIZE, sort, includeUserInfo: true },
    signal,
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

export function commentsQueryOptions(postId: number, sort: CommentSort) {
  return queryOptions({
    queryKey: commentListQueryKey(postId, sort),
    queryFn: async ({ signal }) => withQueuedLikes(await getComments(postId, sort, signal)),
  });
}

export function useComments(postId: number, sort: CommentSort) {
  return useQuery(commentsQueryOptions(postId, sort));
}

/** Likes still queued on this device show as made until the server has them (SPEC.md §4). */
export function withQueuedLikes(page: Paged<Comment>): Paged<Comment> {
  let next: Paged<Comment> | undefined = page;
  for (const { commentId, value } of readFailedLikes()) {
    next = updatePage(next, (comments) =>
      mapComment(comments, commentId, (comment) =>
        comment.likeStatus === value
          ? comment
          : withLikes(comment, likesOf(comment) + (value === 1 ? 1 : -1), value),
      ),
    );
  }
  return next ?? page;
}

import { commentsOfPost } from '@myeolgong/contract/endpoints/comments';
import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { type CommentSort, likesOf } from '../utils/comment-order';
import { readFailedLikes } from '../utils/comment-likes';
import { mapComment, updatePage, withLikes } from '../utils/comment-tree';
import { commentListQueryKey } from './comments-query-key';

/** One page holds every comment a post usually has; the server caps a page at 100. */
const COMMENT_PAGE_SIZE = 100;
/** SPEC.md §9: comment calls time out after 5 s. */
export const COMMENT_TIMEOUT_MS = 5_000;

function getComments(postId: number, sort: CommentSort, signal?: AbortSignal, page = 0) {
  return call(commentsOfPost, {
    params: { postId },
    query: { page, size: COMMENT_PAGE_SIZE, sort, includeUserInfo: true },
    signal,
    timeoutMs: COMMENT_TIMEOUT_MS,
  });
}

/**
 * Appends the next page's top-level comments to what is shown: a comment already there (a pinned
 * one, or one that arrived live and moved the pages) is not shown twice.
 */
export function mergeCommentPages(
  current: Paged<Comment> | undefined,
  next: Paged<Comment>,
): Paged<Comment> {
  if (!current) return next;
  const seen = new Set(current.content.map((comment) => comment.id));
  const added = next.content.filter((comment) => !seen.has(comment.id));
  const content = [...current.content, ...added];
  return {
    ...next,
    content,
    empty: content.length === 0,
    totalElements: Math.max(next.totalElements, content.length),
  };
}

/** Every page loaded so far (pages 0..lastPage), so a refetch keeps what 'load more' added. */
export async function getCommentPages(
  postId: number,
  sort: CommentSort,
  lastPage: number,
  signal?: AbortSignal,
): Promise<Paged<Comment>> {
  let merged = await getComments(postId, sort, signal, 0);
  for (let page = 1; page <= lastPage && !merged.last; page += 1) {
    merged = mergeCommentPages(merged, await getComments(postId, sort, signal, page));
  }
  return merged;
}

function commentsQueryOptions(postId: number, sort: CommentSort, lastPage = () => 0) {
  return queryOptions({
    queryKey: commentListQueryKey(postId, sort),
    queryFn: async ({ signal }) =>
      withQueuedLikes(await getCommentPages(postId, sort, lastPage(), signal)),
  });
}

export function useComments(postId: number, sort: CommentSort) {
  const client = useQueryClient();
  const key = commentListQueryKey(postId, sort);
  return useQuery(
    commentsQueryOptions(postId, sort, () => client.getQueryData<Paged<Comment>>(key)?.number ?? 0),
  );
}

/** The next page of top-level comments (posts with more than one page of them). */
export function useLoadMoreComments(postId: number, sort: CommentSort) {
  const client = useQueryClient();
  const key = commentListQueryKey(postId, sort);
  return useMutation({
    mutationFn: () => {
      const page = (client.getQueryData<Paged<Comment>>(key)?.number ?? 0) + 1;
      return getComments(postId, sort, undefined, page);
    },
    onSuccess: (next) =>
      client.setQueryData<Paged<Comment>>(key, (current) =>
        mergeCommentPages(current, withQueuedLikes(next)),
      ),
  });
}

/** Likes still queued on this device show as made until the server has them (SPEC.md §4). */
function withQueuedLikes(page: Paged<Comment>): Paged<Comment> {
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

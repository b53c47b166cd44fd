import type { CommentSort } from '../utils/comment-order';

const commentsQueryKey = ['comments'] as const;

export function commentListQueryKey(postId: number, sort: CommentSort) {
  return [...commentsQueryKey, 'post', postId, sort] as const;
}

export function postCommentsQueryKey(postId: number) {
  return [...commentsQueryKey, 'post', postId] as const;
}

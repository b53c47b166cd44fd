import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { repliesOf } from './comment-fields';

export function containsComment(comments: readonly Comment[], id: number): boolean {
  return comments.some((comment) => comment.id === id || containsComment(repliesOf(comment), id));
}

/** Applies `update` to the comment with `id`, wherever it sits in the tree. */
export function mapComment(
  comments: readonly Comment[],
  id: number,
  update: (comment: Comment) => Comment,
): Comment[] {
  return comments.map((comment) => {
    if (comment.id === id) return update(comment);
    const replies = repliesOf(comment);
    if (replies.length === 0) return comment;
    const next = mapComment(replies, id, update);
    return next.some((reply, index) => reply !== replies[index])
      ? { ...comment, replies: next }
      : comment;
  });
}

/**
 * Adds a new comment: top-level at the end, a reply under its parent (oldest first). A comment
 * already shown (e.g. your own, answered by the server and then broadcast) is not added twice.
 */
export function insertComment(comments: readonly Comment[], comment: Comment): Comment[] {
  if (containsComment(comments, comment.id)) return [...comments];
  const added = { ...comment, replies: repliesOf(comment) };
  if (!comment.parentId) return [...comments, added];
  if (!containsComment(comments, comment.parentId)) return [...comments];
  return mapComment(comments, comment.parentId, (parent) => ({
    ...parent,
    replies: [...repliesOf(parent), added],
    replyCount: (parent.replyCount ?? 0) + 1,
  }));
}

/** Sets the like count everyone sees; the like status is only changed when given. */
export function withLikes(comment: Comment, likes: number, likeStatus?: 0 | 1): Comment {
  const count = Math.max(0, likes);
  return {
    ...comment,
    likes: count,
    uplikes: count,
    likeCount: count,
    ...(likeStatus === undefined ? {} : { likeStatus }),
  };
}

/** Ids of every comment in the tree, for the per-comment like topics. */
export function commentIds(comments: readonly Comment[]): number[] {
  return comments.flatMap((comment) => [comment.id, ...commentIds(repliesOf(comment))]);
}

export function updatePage(
  page: Paged<Comment> | undefined,
  update: (comments: Comment[]) => Comment[],
): Paged<Comment> | undefined {
  if (!page) return page;
  const content = update(page.content);
  const added = content.length - page.content.length;
  return { ...page, content, totalElements: page.totalElements + added };
}

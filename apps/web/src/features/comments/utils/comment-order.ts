import type { CommentSort } from '@myeolgong/contract/comment-messages';
import type { Comment } from '@myeolgong/contract/comments';

export { commentSorts, type CommentSort } from '@myeolgong/contract/comment-messages';

/** SPEC.md §9: at most three comments are pinned, each needing at least one like. */
const PINNED_MAX = 3;

export function likesOf(comment: Pick<Comment, 'likes' | 'uplikes' | 'likeCount'>): number {
  const value = comment.likes ?? comment.uplikes ?? comment.likeCount;
  return typeof value === 'number' && value > 0 ? value : 0;
}

function timeOf(comment: Pick<Comment, 'createdAt'>): number {
  const time = new Date(comment.createdAt).getTime();
  return Number.isNaN(time) ? 0 : time;
}

const byCreatedAsc = (a: Comment, b: Comment) => timeOf(a) - timeOf(b) || a.id - b.id;

/**
 * SPEC.md §4 'Comment ordering' for top-level comments: with sort 'top' the up to three most liked
 * comments (at least one like) come first, likes descending, and the rest by creation ascending;
 * 'new' is newest first and 'old' oldest first. Returns the comments with `pinned` set.
 */
export function orderComments(comments: readonly Comment[], sort: CommentSort): Comment[] {
  if (sort === 'new') return [...comments].sort((a, b) => byCreatedAsc(b, a)).map(unpin);
  if (sort === 'old') return [...comments].sort(byCreatedAsc).map(unpin);
  const pinned = comments
    .filter((comment) => !comment.deleted && likesOf(comment) >= 1)
    .sort((a, b) => likesOf(b) - likesOf(a) || byCreatedAsc(a, b))
    .slice(0, PINNED_MAX);
  const pinnedIds = new Set(pinned.map((comment) => comment.id));
  const rest = comments.filter((comment) => !pinnedIds.has(comment.id)).sort(byCreatedAsc);
  return [...pinned.map((comment) => ({ ...comment, pinned: true })), ...rest.map(unpin)];
}

function unpin(comment: Comment): Comment {
  return comment.pinned ? { ...comment, pinned: false } : comment;
}

import { isAdmin, type Viewer } from '../lib/viewer';

/** What the comment policy needs of a comment: who wrote it. */
export interface CommentRef {
  authorId: number;
}

/** Whether a reader also sees comments hidden pending review: operators. */
export const canSeeHiddenComments = (viewer: Viewer | null) => isAdmin(viewer);

/** The author edits and deletes their comment; an operator any comment. */
export const canEditComment = (viewer: Viewer, comment: CommentRef) =>
  comment.authorId === viewer.id || isAdmin(viewer);

export const canDeleteComment = canEditComment;

/** An edit or delete by someone other than the author is an operator's act, kept in the log. */
export const isOperatorActOnComment = (viewer: Viewer, comment: CommentRef) =>
  comment.authorId !== viewer.id;

import { isAdmin, type Viewer } from '../lib/viewer';

/** What the post policy needs of a post: who wrote it. */
export interface PostRef {
  authorId: number;
}

/** Whether a reader also sees posts hidden pending review: operators. */
export const canSeeHiddenPosts = (viewer: Viewer | null) => isAdmin(viewer);

/** The author edits and deletes their post; an operator any post. */
export const canEditPost = (viewer: Viewer, post: PostRef) =>
  post.authorId === viewer.id || isAdmin(viewer);

export const canDeletePost = canEditPost;

/** An edit or delete by someone other than the author is an operator's act, kept in the log. */
export const isOperatorActOnPost = (viewer: Viewer, post: PostRef) => post.authorId !== viewer.id;

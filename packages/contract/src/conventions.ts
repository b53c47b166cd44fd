import { z } from 'zod';
import { Post } from './posts';

/** Community conventions of CONTRACT.md: notices (공지), neighbors (이전글/다음글), revisions. */

export const NoticeScope = z.enum(['board', 'site', 'none'], {
  error: 'scope는 board, site 또는 none이어야 합니다.',
});
export type NoticeScope = z.infer<typeof NoticeScope>;

/** PUT /api/admin/posts/{id}/notice (operators). */
export const NoticeBody = z.object({ scope: NoticeScope });

/** GET /api/posts/notices?boardName=: the board's notices and the site-wide ones, newest first. */
export const NoticeList = z.array(Post);

/** GET /api/posts/{id}/neighbors: the posts around it in the board's newest-first list. */
export const Neighbors = z
  .object({
    /** The post listed just before it (newer); null at the top of the board. */
    previous: Post.nullable(),
    /** The post listed just after it (older); null at the bottom of the board. */
    next: Post.nullable(),
    /**
     * The page of that board's newest-first list (20 posts a page, 1-based) that holds the post,
     * for the list under it; null when it lies deeper than page 10.
     */
    page: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'Neighbors' });
export type Neighbors = z.infer<typeof Neighbors>;

/** An earlier version of a post's text; `editedAt` is when that version was written. */
export const Revision = z
  .object({ title: z.string(), content: z.string(), editedAt: z.string() })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof Revision>;
export const RevisionList = z.array(Revision);

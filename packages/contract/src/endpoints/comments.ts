// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { CommentSort } from '../comment-messages';
import type {
  Comment,
  CommentBody,
  CommentLikeResult,
  CommentLikeStatus,
  DeleteCommentResult,
} from '../comments';
import type { Paged } from '../paging';
import type { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { PageParams } from './params';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const commentsOfPost = GET(
  '/api/comments/post/:postId',
  {} as {
    query: { sort?: CommentSort; includeUserInfo?: boolean } & PageParams;
    res: Paged<Comment>;
  },
);
export const commentsCreate = POST(
  '/api/comments',
  {} as { body: In<typeof CommentBody>; res: Comment },
);
export const commentsUpdate = PUT(
  '/api/comments/:id',
  {} as { body: { content: string }; res: Comment },
);
export const commentsRemove = DELETE('/api/comments/:id', {} as { res: DeleteCommentResult });
/** value 1 좋아요, 0 취소. */
export const commentsLike = POST(
  '/api/comments/:id/like',
  {} as { query: { value: 0 | 1 }; res: CommentLikeResult },
);
export const commentsUnlike = DELETE('/api/comments/:id/like', {} as { res: CommentLikeResult });
export const commentsLikeStatus = GET(
  '/api/like/comment/status/:id',
  {} as { res: z.infer<typeof CommentLikeStatus> },
);

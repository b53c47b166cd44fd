import { z } from 'zod';
import { MemberMention, StockMention } from './posts';

// The messages and the limit live in comment-messages.ts, free of zod: the web imports them at
// run time, and a zod schema in its bundle would bring zod's eval probe, which the CSP blocks.
import { COMMENT_MAX, commentSorts } from './comment-messages';
export { COMMENT_MAX, commentMessages } from './comment-messages';

const CommentFields = {
  id: z.number().int(),
  commentId: z.number().int(),
  content: z.string(),
  postId: z.number().int(),
  postTitle: z.string().nullable(),
  parentId: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), nickname: z.string() }),
  authorId: z.number().int(),
  userId: z.number().int(),
  authorNickname: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last change of the text; null until it changes (수정됨). */
  editedAt: z.string().nullable(),
  uplikes: z.number().int(),
  likeCount: z.number().int(),
  likes: z.number().int(),
  /** 1 when the signed-in member likes the comment, else 0. */
  likeStatus: z.union([z.literal(0), z.literal(1)]),
  /** Live direct replies. */
  replyCount: z.number().int(),
  /** A deleted comment kept because replies hang under it; its content is withheld. */
  deleted: z.boolean(),
  /** Written by a member the reader blocks: shown as a placeholder (content withheld), replies kept. */
  blocked: z.boolean(),
  /**
   * Hidden pending review. Members see it only as a placeholder (content withheld) while replies
   * hang under it; operators see it whole.
   */
  hidden: z.boolean(),
  /** Held for review as a solicitation: only its author and operators see it ("검토 중"). */
  held: z.boolean(),
  heldReason: z.string().nullable(),
  /** Among the up to three most liked comments shown first (SPEC.md §4 'Comment ordering'). */
  pinned: z.boolean(),
  /** The stocks the comment mentions (`$삼성전자`), in order, at most 10. */
  stocks: z.array(StockMention).optional(),
  /** The members the comment mentions (`@닉네임`), in order of first mention, at most 10. */
  mentions: z.array(MemberMention).optional(),
};

export interface Comment {
  id: number;
  commentId: number;
  content: string;
  postId: number;
  postTitle: string | null;
  parentId: number | null;
  author: { id: number; nickname: string };
  authorId: number;
  userId: number;
  authorNickname: string;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  uplikes: number;
  likeCount: number;
  likes: number;
  likeStatus: 0 | 1;
  replyCount: number;
  deleted: boolean;
  blocked: boolean;
  hidden: boolean;
  held: boolean;
  heldReason: string | null;
  pinned: boolean;
  stocks?: StockMention[] | undefined;
  mentions?: MemberMention[] | undefined;
  /** Replies, oldest first, each with its own replies. */
  replies: Comment[];
}

/** A comment with its replies (a tree: replies to any depth). */
export const Comment: z.ZodType<Comment> = z
  .object({
    ...CommentFields,
    get replies() {
      return z.array(Comment);
    },
  })
  .meta({ id: 'Comment' });

export const CommentSort = z.enum(commentSorts);

export const CommentBody = z.object({
  content: z
    .string()
    .max(COMMENT_MAX * 2)
    .default(''),
  postId: z.coerce.number().int().positive(),
  parentId: z.coerce.number().int().positive().nullish(),
});
export type CommentBody = z.infer<typeof CommentBody>;

export const CommentEditBody = z.object({
  content: z
    .string()
    .max(COMMENT_MAX * 2)
    .default(''),
});

/** The answer to a comment like, with every name SPEC.md §7 says clients read. */
export const CommentLikeResult = z.object({
  success: z.literal(true),
  commentId: z.number().int(),
  postId: z.number().int(),
  likeStatus: z.union([z.literal(0), z.literal(1)]),
  liked: z.boolean(),
  likes: z.number().int(),
  likeCount: z.number().int(),
  uplikes: z.number().int(),
  uplikeCount: z.number().int(),
});
export type CommentLikeResult = z.infer<typeof CommentLikeResult>;

/** DELETE /api/comments/{id}: the post's comment count after the delete. */
export const DeleteCommentResult = z.object({
  success: z.literal(true),
  message: z.string(),
  postId: z.number().int(),
  commentCount: z.number().int(),
});
export type DeleteCommentResult = z.infer<typeof DeleteCommentResult>;

export const CommentLikeStatus = z.object({
  commentId: z.number().int(),
  likeStatus: z.union([z.literal(0), z.literal(1)]),
  likes: z.number().int(),
});

/** /topic/posts/{postId}/comments */
export interface NewCommentMessage {
  postId: number;
  commentCount: number;
  comment: Comment;
}

import { z } from 'zod';
import { StockMention } from './stock-talk';

export const COMMENT_MAX = 5000;

/** Korean messages of SPEC.md §8 'Comments' and the server's rules. */
export const commentMessages = {
  contentRequired: '댓글 내용을 입력해주세요.',
  contentTooLong: `댓글은 ${COMMENT_MAX.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  notFound: '댓글을 찾을 수 없습니다.',
  postNotFound: '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
  parentElsewhere: '같은 게시글의 댓글에만 답글을 달 수 있습니다.',
  parentDeleted: '삭제된 댓글에는 답글을 달 수 없습니다.',
  noEditPermission: '댓글을 수정할 권한이 없습니다.',
  noDeletePermission: '댓글을 삭제할 권한이 없습니다.',
  deleted: '댓글이 삭제되었습니다.',
  deletedContent: '삭제된 댓글입니다.',
  blockedContent: '차단한 회원의 댓글입니다.',
  hiddenContent: '신고가 접수되어 가려진 댓글입니다.',
  invalidId: '잘못된 댓글 ID입니다.',
} as const;

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
  /** Among the up to three most liked comments shown first (SPEC.md §4 'Comment ordering'). */
  pinned: z.boolean(),
  /** The stocks the comment mentions (`$삼성전자`), in order, at most 10. */
  stocks: z.array(StockMention).optional(),
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
  pinned: boolean;
  stocks?: StockMention[] | undefined;
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

export const CommentSort = z.enum(['top', 'new', 'old']);

export const CommentBody = z.object({
  content: z
    .string()
    .max(COMMENT_MAX * 2)
    .default(''),
  postId: z.coerce.number().int().positive(),
  parentId: z.coerce.number().int().positive().nullish(),
});

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

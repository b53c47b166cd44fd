import { groupDigits } from './korean-number';
// Kept free of zod: the web app imports these at run time (see comments.ts for the schemas).

export const COMMENT_MAX = 5000;

/** The orders of a post's comments (SPEC.md §4 'Comment ordering'): GET /api/comments?sort=. */
export const commentSorts = ['top', 'new', 'old'] as const;
export type CommentSort = (typeof commentSorts)[number];

/** Korean messages of SPEC.md §8 'Comments' and the server's rules. */
export const commentMessages = {
  contentRequired: '댓글 내용을 입력해주세요.',
  contentTooLong: `댓글은 ${groupDigits(COMMENT_MAX)}자 이내로 입력해주세요.`,
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

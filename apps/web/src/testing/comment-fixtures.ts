import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';

export function makeComment(id: number, overrides: Partial<Comment> = {}): Comment {
  const authorId = overrides.author?.id ?? 7;
  const nickname = overrides.author?.nickname ?? '작성자';
  return {
    id,
    commentId: id,
    content: `댓글 ${id}`,
    postId: 1,
    postTitle: null,
    parentId: null,
    author: { id: authorId, nickname },
    authorId,
    userId: authorId,
    authorNickname: nickname,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
    editedAt: null,
    uplikes: 0,
    likeCount: 0,
    likes: 0,
    likeStatus: 0,
    replyCount: overrides.replies?.length ?? 0,
    deleted: false,
    blocked: false,
    hidden: false,
    held: false,
    heldReason: null,
    pinned: false,
    replies: [],
    ...overrides,
  };
}

export function makeCommentPage(content: Comment[]): Paged<Comment> {
  return {
    content,
    totalElements: content.length,
    last: true,
    number: 0,
    size: 100,
    totalPages: 1,
    empty: content.length === 0,
  };
}

import type { Post, PostPage } from '@myeolgong/contract/posts';

/** A complete Post as the server sends it; override what a test cares about. */
export function makePost(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    title: `게시글 ${id}`,
    content: `본문 ${id}`,
    type: 'TEXT',
    url: null,
    imageUrl: null,
    videoUrl: null,
    mediaUrl: null,
    images: [],
    author: { id: 7, nickname: '김멸공', profileImage: null },
    authorId: 7,
    authorNickname: '김멸공',
    authorProfileImage: null,
    boardId: 3,
    boardName: 'free',
    boardDisplayName: '자유 게시판',
    boardPath: '/boards/free',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    likeCount: 0,
    likes: 0,
    uplikes: 0,
    uplikeCount: 0,
    commentCount: 0,
    viewCount: 0,
    likeStatus: 0,
    userHasliked: false,
    saved: false,
    dislikes: 0,
    best: false,
    held: false,
    heldReason: null,
    notice: null,
    category: null,
    editedAt: null,
    stance: null,
    ...overrides,
  };
}

/** One page of a feed; `nextCursor` is set unless it is the last page. */
export function makePage(
  content: Post[],
  { number = 0, last = true, size = 20 }: { number?: number; last?: boolean; size?: number } = {},
): PostPage {
  return {
    content,
    totalElements: content.length,
    last,
    number,
    size,
    totalPages: last ? number + 1 : number + 2,
    empty: content.length === 0,
    nextCursor: last ? null : `cursor-${number + 1}`,
  };
}

import type { Post } from '@myeolgong/contract/posts';
import { describe, expect, it } from 'vitest';
import { applyMarks, etagOfMarks, marksTemplate, renderMarks, type Marks } from './marks-template';

/** A post as everyone gets it (no marks), with text that JSON has to escape. */
function post(id: number, extra: Partial<Post> = {}): Post {
  return {
    id,
    title: `글 ${id} "따옴표" \\ 역슬래시 \u2028 줄`,
    content: `<p>본문 ${id}</p>\n"saved":true,"likeStatus":1`,
    type: 'TEXT',
    url: null,
    imageUrl: null,
    videoUrl: null,
    mediaUrl: null,
    images: [],
    author: { id: 7, nickname: '작성자', profileImage: null },
    authorId: 7,
    authorNickname: '작성자',
    authorProfileImage: null,
    boardId: 1,
    boardName: 'free',
    boardDisplayName: '자유',
    boardPath: '/boards/free',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    likeCount: 3,
    likes: 3,
    uplikes: 3,
    uplikeCount: 3,
    commentCount: 0,
    viewCount: 10,
    likeStatus: 0,
    userHasliked: false,
    saved: false,
    stocks: [],
    mentions: [],
    dislikes: 0,
    best: false,
    notice: false,
    category: null,
    editedAt: null,
    ...extra,
  } as Post;
}

const marks = (liked: number[], saved: number[], disliked: number[]): Marks => ({
  liked: new Set(liked),
  saved: new Set(saved),
  disliked: new Set(disliked),
});

describe('a member’s answer from the template of everyone’s (decision 015)', () => {
  const posts = [post(1), post(2), post(3, { title: 'mk0_0 비슷한 제목' }), post(4)];
  const page = { content: posts, totalElements: 4, nextCursor: 'abc', hasNext: false };
  const rebuild = (content: Post[]) => ({ ...page, content });

  it('is exactly the page serialised with the member’s marks', () => {
    const template = marksTemplate(posts, rebuild)!;
    expect(template.slots).toHaveLength(12);
    for (const state of [
      marks([], [], []),
      marks([1, 3], [2, 3], [4]),
      marks([1, 2, 3, 4], [1, 2, 3, 4], []),
      marks([], [], [1, 2, 3, 4]),
      marks([99], [98], [97]),
    ]) {
      expect(renderMarks(template, state)).toBe(JSON.stringify(rebuild(applyMarks(posts, state))));
    }
  });

  it('is everyone’s text for a member with no marks, for a list and for one post', () => {
    const list = marksTemplate(posts, (own) => own)!;
    expect(renderMarks(list, marks([], [], []))).toBe(JSON.stringify(posts));
    const one = marksTemplate([posts[1]!], (own) => own[0])!;
    expect(renderMarks(one, marks([2], [], []))).toBe(
      JSON.stringify({ ...posts[1], likeStatus: 1, userHasliked: true, saved: false }),
    );
    expect(renderMarks(marksTemplate([], rebuild)!, marks([1], [], []))).toBe(
      JSON.stringify({ ...page, content: [] }),
    );
  });

  it('has a validator that changes with the marks and with everyone’s text', () => {
    const template = marksTemplate(posts, rebuild)!;
    const none = etagOfMarks(template, marks([], [], []));
    expect(none).toMatch(/^W\/"[\w-]{22}"$/);
    expect(etagOfMarks(template, marks([], [], []))).toBe(none);
    const seen = new Set([none]);
    for (const state of [
      marks([1], [], []),
      marks([], [1], []),
      marks([], [], [1]),
      marks([2], [], []),
    ])
      seen.add(etagOfMarks(template, state));
    expect(seen.size).toBe(5);
    const edited = marksTemplate(
      [{ ...posts[0]!, title: '고친 제목' }, ...posts.slice(1)],
      rebuild,
    )!;
    expect(etagOfMarks(edited, marks([], [], []))).not.toBe(none);
  });

  it('is not made when a post appears twice in the text (the marks would be ambiguous)', () => {
    expect(marksTemplate(posts, (own) => ({ a: own, b: own }))).toBeNull();
    expect(marksTemplate(posts, (own) => own.slice(1))).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

type Member = Awaited<ReturnType<typeof registerUser>>;

let t: TestApp;
let author: Member;
let reader: Member;
let admin: Member;

const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ids = (body: { content: { id: number }[] }) => body.content.map((p) => p.id);
const boardCount = async () =>
  ((await call(null, 'GET', '/api/boards/free')).json() as { postCount: number }).postCount;
const notifications = async (who: Member) =>
  (await call(who, 'GET', '/api/notifications?size=50')).json().content as {
    type: string;
    postId: number | null;
    commentId: number | null;
    text: string;
  }[];

/** Where a post must not appear while held, for `who` (null: a visitor). */
async function listedAnywhere(id: number, who: Member | null) {
  const lists = await Promise.all(
    [
      '/api/posts?size=50',
      '/api/boards/free/posts?size=50',
      '/api/posts/popular?timeRange=all&size=50',
      '/api/posts/search?query=리딩방&size=50',
      '/api/posts/search?query=무료&size=50',
      `/api/users/${author.user.id}/posts?size=50`,
      '/api/stock/005930/posts?size=50',
    ].map(async (url) => ids((await call(who, 'GET', url)).json())),
  );
  return lists.some((list) => list.includes(id));
}

beforeAll(async () => {
  t = await buildTestApp(OPERATOR_ENV);
  author = await registerUser(t.app, { nickname: '모집책' });
  reader = await registerUser(t.app, { nickname: '개미' });
  admin = await signInOperator(t.app);
});
afterAll(async () => t?.close());

describe('solicitation held for review', () => {
  it('holds a post: its author sees it marked, nobody else finds it anywhere, until released', async () => {
    const before = await boardCount();
    const created = await call(author, 'POST', '/api/posts', {
      title: '무료 리딩방 오픈',
      content: '$삼성전자 내일 상한가 @개미 님 들어오세요 open.kakao.com/o/abc123',
      boardName: 'free',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ held: true, heldReason: '외부 채팅방·메신저 링크' });

    // The author reads it; a member and a visitor get 404.
    expect((await call(author, 'GET', `/api/posts/${post.id}`)).json()).toMatchObject({
      id: post.id,
      held: true,
    });
    expect((await call(reader, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    // Not in any list or search, not counted, nobody notified (the @mention), not discussed.
    expect(await listedAnywhere(post.id, null)).toBe(false);
    expect(await listedAnywhere(post.id, reader)).toBe(false);
    expect(await boardCount()).toBe(before);
    expect((await notifications(reader)).some((n) => n.postId === post.id)).toBe(false);
    const discussed = (await call(null, 'GET', '/api/stock/discussed?period=day')).json() as {
      stockCode: string;
    }[];
    expect(discussed.some((d) => d.stockCode === '005930')).toBe(false);

    // The operators' queue has it; a member may not see the queue.
    expect((await call(reader, 'GET', '/api/admin/held')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/held')).statusCode).toBe(401);
    const queue = (await call(admin, 'GET', '/api/admin/held')).json();
    expect(queue.content).toContainEqual(
      expect.objectContaining({
        targetType: 'POST',
        id: post.id,
        heldReason: '외부 채팅방·메신저 링크',
        author: { id: author.user.id, nickname: '모집책' },
      }),
    );

    // Released: everyone sees it, the board counts it, the author is told, the log has it.
    const bad = await call(admin, 'POST', `/api/admin/held/POST/${post.id}`, { action: 'publish' });
    expect(bad.statusCode).toBe(400);
    const released = await call(admin, 'POST', `/api/admin/held/POST/${post.id}`, {
      action: 'release',
    });
    expect(released.statusCode).toBe(200);
    expect((await call(reader, 'GET', `/api/posts/${post.id}`)).json()).toMatchObject({
      held: false,
      heldReason: null,
    });
    expect(ids((await call(null, 'GET', '/api/boards/free/posts?size=50')).json())).toContain(
      post.id,
    );
    expect(await boardCount()).toBe(before + 1);
    expect(await notifications(author)).toContainEqual(
      expect.objectContaining({
        type: 'MODERATION',
        postId: post.id,
        text: '검토가 끝나 회원님의 게시글이 공개되었습니다.',
      }),
    );
    const log = (await call(admin, 'GET', '/api/admin/log?size=20')).json().content as {
      action: string;
      targetId: number;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'HELD_RELEASE', targetId: post.id }),
    );
    // Once released it is no longer in the queue: a second action is 404.
    expect(
      (await call(admin, 'POST', `/api/admin/held/POST/${post.id}`, { action: 'remove' }))
        .statusCode,
    ).toBe(404);
  });

  it('holds a comment off its post count, the live channel and the thread of others; remove deletes it', async () => {
    const post = (
      await call(reader, 'POST', '/api/posts', {
        title: '실적 발표 정리',
        content: '영업이익이 컨센서스를 넘었습니다',
        boardName: 'free',
      })
    ).json();
    const comment = await call(author, 'POST', '/api/comments', {
      postId: post.id,
      content: '수익 보장 VIP방 문의는 공일공 일이삼사 오육칠팔',
    });
    expect(comment.statusCode).toBe(201);
    const held = comment.json();
    expect(held).toMatchObject({ held: true, heldReason: '휴대전화 번호' });
    const thread = async (who: Member | null) =>
      (
        (await call(who, 'GET', `/api/comments/post/${post.id}`)).json().content as {
          id: number;
          held: boolean;
        }[]
      ).map((c) => c.id);
    expect(await thread(author)).toContain(held.id);
    expect(await thread(reader)).not.toContain(held.id);
    expect(await thread(null)).not.toContain(held.id);
    expect((await call(null, 'GET', `/api/posts/${post.id}`)).json().commentCount).toBe(0);
    expect((await notifications(reader)).some((n) => n.commentId === held.id)).toBe(false);
    expect(
      ids((await call(reader, 'GET', `/api/users/${author.user.id}/comments`)).json()),
    ).not.toContain(held.id);

    const removed = await call(admin, 'POST', `/api/admin/held/COMMENT/${held.id}`, {
      action: 'remove',
      reason: '리딩방 홍보',
    });
    expect(removed.statusCode).toBe(200);
    expect(await thread(author)).not.toContain(held.id);
    expect((await call(null, 'GET', `/api/posts/${post.id}`)).json().commentCount).toBe(0);
    expect(await notifications(author)).toContainEqual(
      expect.objectContaining({
        type: 'MODERATION',
        commentId: held.id,
        text: '운영자가 회원님의 댓글을 삭제했습니다. 사유: 리딩방 홍보',
      }),
    );
    const queue = (await call(admin, 'GET', '/api/admin/held')).json();
    expect(queue.content.some((i: { id: number }) => i.id === held.id)).toBe(false);
  });

  it('lets ordinary talk and operators through', async () => {
    const plain = await call(reader, 'POST', '/api/comments', {
      postId: (
        await call(admin, 'POST', '/api/posts', {
          title: '공지: 리딩방 신고 안내',
          content:
            '유사투자자문 피해는 금감원 1332. 카톡 ID: notice01 로 문의하는 사람은 사칭입니다',
          boardName: 'free',
        })
      ).json().id,
      content: '리딩방 사기 조심해야겠네요 금감원 1332 기억할게요',
    });
    expect(plain.json()).toMatchObject({ held: false, heldReason: null });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  t = await buildTestApp({ ...OPERATOR_ENV, NOTIFICATIONS_PUSH_INTERVAL_MS: '0' });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  carol = await registerUser(t.app, { nickname: 'Carol_7' });
  dave = await registerUser(t.app, { nickname: '데이브' });
  operator = await signInOperator(t.app);
});
afterAll(async () => t.close());

interface Item {
  id: number;
  type: string;
  read: boolean;
  createdAt: string;
  actor: { id: number; nickname: string | null; profileImage: string | null } | null;
  postId: number | null;
  commentId: number | null;
  postTitle: string | null;
  text: string;
  count: number;
}

const writePost = async (who: Member, content = '본문', title = '알림 시험 글') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const comment = async (who: Member, postId: number, content: string, parentId?: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { content, postId, parentId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
/**
 * A like's notification is grouped by the notifications worker a moment after the like's answer
 * (no read folds the queue, issue 43): the like helpers wait until the queue is empty, so what
 * the next read shows is settled.
 */
const likesFolded = () =>
  expect
    .poll(
      async () =>
        Number(
          (
            await sql<{ n: string }>`SELECT count(*) AS n FROM like_notification_queue`.execute(
              t.database.db,
            )
          ).rows[0]!.n,
        ),
      { timeout: 5000, interval: 20 },
    )
    .toBe(0);
const likePost = async (who: Member, id: number, status: 0 | 1 = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/like/post/${id}?status=${status}`,
    headers: who.auth,
  });
  await likesFolded();
  return res;
};
const likeComment = async (who: Member, id: number, value: 0 | 1 = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/comments/${id}/like?value=${value}`,
    headers: who.auth,
  });
  await likesFolded();
  return res;
};
const inbox = async (who: { auth: Record<string, string> }, query = '') => {
  const res = await t.app.inject({ url: `/api/notifications${query}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as { content: Item[]; totalElements: number; last: boolean; number: number };
};
const unread = async (who: { auth: Record<string, string> }) => {
  const res = await t.app.inject({ url: '/api/notifications/unread-count', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
};
const markRead = (who: { auth: Record<string, string> }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.auth, payload });
const readAll = async (who: Member) =>
  expect((await markRead(who, { all: true })).statusCode).toBe(204);
const about = (items: Item[], postId: number) => items.filter((n) => n.postId === postId);

describe('who hears of a comment', () => {
  it('tells the post author of a comment (COMMENT) and the parent author of a reply (REPLY)', async () => {
    await readAll(alice);
    await readAll(bob);
    const postId = await writePost(alice, '본문', '앨리스의 글');
    const c1 = await comment(bob, postId, '좋은 글이네요');
    const [first] = about((await inbox(alice)).content, postId);
    expect(first).toMatchObject({
      type: 'COMMENT',
      read: false,
      actor: { id: bob.user.id, nickname: '밥아저씨', profileImage: null },
      postId,
      commentId: c1,
      postTitle: '앨리스의 글',
      text: '좋은 글이네요',
      count: 1,
    });
    expect(new Date(first!.createdAt).toISOString()).toBe(first!.createdAt);

    const reply = await comment(alice, postId, '고맙습니다', c1);
    expect(about((await inbox(bob)).content, postId)).toMatchObject([
      { type: 'REPLY', commentId: reply, actor: { id: alice.user.id }, text: '고맙습니다' },
    ]);
    // A reply from carol to bob's comment on alice's post: bob gets REPLY, alice COMMENT.
    const r2 = await comment(carol, postId, '저도요', c1);
    expect(about((await inbox(bob)).content, postId)[0]).toMatchObject({
      type: 'REPLY',
      commentId: r2,
    });
    expect(about((await inbox(alice)).content, postId)[0]).toMatchObject({
      type: 'COMMENT',
      commentId: r2,
    });
  });

  it('never tells anyone of their own acts', async () => {
    await readAll(alice);
    const postId = await writePost(alice, '혼잣말');
    const own = await comment(alice, postId, '내 글에 내 댓글 @앨리스');
    await comment(alice, postId, '내 댓글에 내 답글', own);
    expect((await likePost(alice, postId)).statusCode).toBe(200);
    expect((await likeComment(alice, own)).statusCode).toBe(200);
    expect(about((await inbox(alice)).content, postId)).toEqual([]);
    expect(await unread(alice)).toBe(0);
  });

  it('mentions: @nickname in a comment or post, the longest nickname that fits, once each', async () => {
    await readAll(carol);
    await readAll(dave);
    const postId = await writePost(bob, '@데이브님 @carol_7 이것 좀 보세요. mail@데이브 는 아님');
    const daves = about((await inbox(dave)).content, postId);
    expect(daves).toMatchObject([
      { type: 'MENTION', commentId: null, actor: { id: bob.user.id }, postTitle: '알림 시험 글' },
    ]);
    expect(daves[0]!.text).toContain('@데이브님');
    expect(about((await inbox(carol)).content, postId)).toMatchObject([{ type: 'MENTION' }]);

    const c = await comment(alice, postId, '@데이브 @데이브 두 번 불러도 한 번, @없는사람은 없음');
    expect(
      about((await inbox(dave)).content, postId).filter((n) => n.commentId === c),
    ).toMatchObject([{ type: 'MENTION', actor: { id: alice.user.id } }]);
    // The post's author heard of the comment as COMMENT, not again as a mention.
    const c2 = await comment(carol, postId, '@밥아저씨 님 글 잘 봤어요');
    expect(
      about((await inbox(bob)).content, postId).filter((n) => n.commentId === c2),
    ).toMatchObject([{ type: 'COMMENT' }]);
  });

  it('an edit notifies only the members it newly mentions', async () => {
    await readAll(carol);
    await readAll(dave);
    const postId = await writePost(bob, '본문');
    const c = await comment(alice, postId, '안녕하세요 @데이브');
    const edit = (content: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/comments/${c}`,
        headers: alice.auth,
        payload: { content },
      });
    expect((await edit('안녕하세요 @데이브 @Carol_7')).statusCode).toBe(200);
    expect((await edit('안녕하세요 @데이브 @Carol_7 !')).statusCode).toBe(200);
    expect(about((await inbox(dave)).content, postId)).toHaveLength(1);
    expect(about((await inbox(carol)).content, postId)).toMatchObject([
      { type: 'MENTION', commentId: c },
    ]);
  });
});

describe('likes, grouped per item', () => {
  it('counts likes on a post since the owner last read, the latest liker as actor', async () => {
    await readAll(alice);
    const postId = await writePost(alice);
    await likePost(bob, postId);
    await likePost(carol, postId);
    await likePost(carol, postId); // idempotent: not a second like
    let likes = about((await inbox(alice)).content, postId);
    expect(likes).toMatchObject([
      { type: 'POST_LIKES', count: 2, actor: { id: carol.user.id }, commentId: null },
    ]);
    expect(await unread(alice)).toBe(1);

    // An unlike takes its like back; a like after reading starts a new group.
    await likePost(carol, postId, 0);
    likes = about((await inbox(alice)).content, postId);
    expect(likes).toMatchObject([{ type: 'POST_LIKES', count: 1 }]);
    await readAll(alice);
    await likePost(dave, postId);
    likes = about((await inbox(alice)).content, postId);
    expect(likes).toMatchObject([
      { type: 'POST_LIKES', count: 1, read: false, actor: { id: dave.user.id } },
      { type: 'POST_LIKES', count: 1, read: true },
    ]);
    // The only like of an unread group taken back: the group goes.
    await likePost(dave, postId, 0);
    expect(about((await inbox(alice)).content, postId)).toMatchObject([{ read: true }]);
  });

  it('groups likes on a comment (COMMENT_LIKES) with the comment excerpt', async () => {
    await readAll(bob);
    const postId = await writePost(alice);
    const c = await comment(bob, postId, '좋아요 받을 댓글');
    await likeComment(alice, c);
    await likeComment(carol, c);
    expect(
      about((await inbox(bob)).content, postId).filter((n) => n.type === 'COMMENT_LIKES'),
    ).toMatchObject([{ commentId: c, count: 2, text: '좋아요 받을 댓글' }]);
  });
});

describe('blocks, settings and deleted content', () => {
  it('nothing from a member one blocks, and earlier ones disappear while the block stands', async () => {
    await readAll(alice);
    const postId = await writePost(alice);
    await comment(dave, postId, '차단 전 댓글');
    expect(about((await inbox(alice)).content, postId)).toHaveLength(1);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/blocks',
      headers: alice.auth,
      payload: { userId: dave.user.id },
    });
    expect(block.statusCode).toBe(201);
    expect(about((await inbox(alice)).content, postId)).toEqual([]);
    expect(await unread(alice)).toBe(0);
    await comment(dave, postId, '차단 후 댓글 @앨리스');
    await likePost(dave, postId);
    const unblock = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/blocks/${dave.user.id}`,
      headers: alice.auth,
    });
    expect(unblock.statusCode).toBeLessThan(300);
    // Only the one from before the block comes back.
    expect(about((await inbox(alice)).content, postId)).toMatchObject([
      { type: 'COMMENT', text: '차단 전 댓글' },
    ]);
  });

  it('per-type settings: GET and PUT the same shape; a type turned off is not written', async () => {
    const get = await t.app.inject({ url: '/api/notifications/settings', headers: carol.auth });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({
      COMMENT: true,
      REPLY: true,
      MENTION: true,
      POST_LIKES: true,
      COMMENT_LIKES: true,
      MODERATION: true,
      STOCK_MOVE: true,
      STOCK_BUZZ: true,
      FOLLOWED_POST: true,
      PREDICTION_SETTLED: true,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: carol.auth,
      payload: { ...(get.json() as Record<string, boolean>), POST_LIKES: false, COMMENT: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ POST_LIKES: false, COMMENT: false, REPLY: true });
    expect(
      (await t.app.inject({ url: '/api/notifications/settings', headers: carol.auth })).json(),
    ).toMatchObject({ POST_LIKES: false, COMMENT: false, MENTION: true });

    const postId = await writePost(carol);
    await likePost(alice, postId);
    await comment(alice, postId, '설정으로 꺼진 댓글 알림');
    const c = await comment(bob, postId, '@Carol_7 멘션은 켜져 있음');
    expect(about((await inbox(carol)).content, postId)).toMatchObject([
      { type: 'MENTION', commentId: c },
    ]);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: carol.auth,
      payload: { COMMENT: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: carol.auth,
      payload: { POST_LIKES: true, COMMENT: true },
    });
  });

  it('a deleted comment or post takes its notifications with it', async () => {
    await readAll(alice);
    const postId = await writePost(alice);
    const c = await comment(bob, postId, '곧 지울 댓글');
    await likeComment(alice, c);
    await comment(bob, postId, '남는 댓글');
    await likePost(bob, postId);
    expect(about((await inbox(alice)).content, postId)).toHaveLength(3);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${c}`,
      headers: bob.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(about((await inbox(alice)).content, postId).map((n) => n.text)).not.toContain(
      '곧 지울 댓글',
    );
    expect(await unread(alice)).toBe(2);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}`,
      headers: alice.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(about((await inbox(alice)).content, postId)).toEqual([]);
    expect(await unread(alice)).toBe(0);
  });
});

describe('operators acting on a member (MODERATION)', () => {
  it('tells the author of a deleted post, a moved post and a restricted member, with the reason', async () => {
    await readAll(bob);
    const postId = await writePost(bob, '규칙 위반 글');
    const c = await comment(alice, postId, '그 글의 댓글');
    expect(about((await inbox(bob)).content, postId)).toHaveLength(1);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${postId}/move`,
      headers: operator.auth,
      payload: { boardName: 'stock', reason: '주제에 맞는 게시판으로' },
    });
    expect(moved.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/posts/${postId}?reason=${encodeURIComponent('광고성 글')}`,
      headers: operator.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const items = about((await inbox(bob)).content, postId);
    expect(items).toMatchObject([
      {
        type: 'MODERATION',
        actor: null,
        text: '운영자가 회원님의 게시글을 삭제했습니다. 사유: 광고성 글',
      },
      {
        type: 'MODERATION',
        actor: null,
        text: '운영자가 회원님의 게시글을 다른 게시판으로 옮겼습니다. 사유: 주제에 맞는 게시판으로',
      },
    ]);
    // The comment on the deleted post is gone from alice's view of it too (nothing was sent to
    // her, but the comment's own notifications went with the post).
    expect((await inbox(alice)).content.some((n) => n.commentId === c)).toBe(false);

    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const restricted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bob.user.id}/restrict`,
      headers: operator.auth,
      payload: { until, reason: '반복된 광고' },
    });
    expect(restricted.statusCode).toBe(200);
    const [latest] = (await inbox(bob)).content;
    expect(latest).toMatchObject({ type: 'MODERATION', postId: null, commentId: null });
    expect(latest!.text).toMatch(
      /^운영자가 회원님의 글쓰기를 \d{4}-\d{2}-\d{2} \d{2}:\d{2}까지 제한했습니다\. 사유: 반복된 광고$/,
    );
    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bob.user.id}/unrestrict`,
      headers: operator.auth,
      payload: {},
    });
    expect(lifted.statusCode).toBe(200);
    expect((await inbox(bob)).content[0]!.text).toBe(
      '운영자가 회원님의 글쓰기 제한을 해제했습니다.',
    );
  });
});

describe('reading and marking', () => {
  it('pages newest first, counts unread, marks some or all read', async () => {
    await readAll(dave);
    const postId = await writePost(dave);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await comment(alice, postId, `댓글 ${i}`));
    expect(await unread(dave)).toBe(5);
    const page0 = await inbox(dave, '?page=0&size=2');
    expect(page0).toMatchObject({ number: 0, last: false });
    expect(page0.content.map((n) => n.commentId)).toEqual([ids[4], ids[3]]);
    const page1 = await inbox(dave, '?page=1&size=2');
    expect(page1.content.map((n) => n.commentId)).toEqual([ids[2], ids[1]]);

    expect(
      (await markRead(dave, { ids: [page0.content[0]!.id, page0.content[1]!.id] })).statusCode,
    ).toBe(204);
    expect(await unread(dave)).toBe(3);
    expect((await inbox(dave, '?size=2')).content.every((n) => n.read)).toBe(true);
    await readAll(dave);
    expect(await unread(dave)).toBe(0);
  });

  it('rejects an empty or malformed mark-read body in Korean', async () => {
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ['x'] }]) {
      const res = await markRead(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});

describe('privacy', () => {
  it('needs a signed-in member for every notifications call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : { all: true },
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('nobody reads or marks another member’s notifications', async () => {
    await readAll(alice);
    const postId = await writePost(alice);
    await comment(bob, postId, '앨리스만 볼 알림');
    const alicesItems = about((await inbox(alice)).content, postId);
    expect(alicesItems).toHaveLength(1);
    // Bob's list never holds alice's notification.
    const bobs = await inbox(bob, '?size=100');
    expect(bobs.content.some((n) => n.id === alicesItems[0]!.id)).toBe(false);
    // Bob naming alice's id, or marking all of his, leaves hers unread.
    expect((await markRead(bob, { ids: [alicesItems[0]!.id] })).statusCode).toBe(204);
    expect((await markRead(bob, { all: true })).statusCode).toBe(204);
    expect(about((await inbox(alice)).content, postId)[0]!.read).toBe(false);
    expect(await unread(alice)).toBe(1);
    // Settings are one's own too.
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bob.auth,
      payload: { COMMENT: false },
    });
    expect(
      (await t.app.inject({ url: '/api/notifications/settings', headers: alice.auth })).json(),
    ).toMatchObject({ COMMENT: true });
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bob.auth,
      payload: { COMMENT: true },
    });
  });
});

describe('pruning', () => {
  it('removes read notifications older than the retention, keeps unread and recent ones', async () => {
    const { notificationsRepository } = await import('./notifications.repository');
    await readAll(alice);
    const postId = await writePost(alice);
    await comment(bob, postId, '오래된 읽은 알림');
    await readAll(alice);
    await comment(bob, postId, '오래된 안 읽은 알림');
    await t.database.db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 91 * 86_400_000) } as never)
      .where('post_id', '=', postId)
      .execute();
    await comment(carol, postId, '새 알림');
    const removed = await notificationsRepository(t.database.db).prune(90);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(about((await inbox(alice)).content, postId).map((n) => n.text)).toEqual([
      '새 알림',
      '오래된 안 읽은 알림',
    ]);
  });
});

describe('GET /api/users/search', () => {
  it('suggests up to 10 members whose nickname starts with the text, any case', async () => {
    const res = await t.app.inject({
      url: `/api/users/search?nickname=${encodeURIComponent('앨')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: alice.user.id, nickname: '앨리스', profileImage: null }]);
    const cased = await t.app.inject({ url: '/api/users/search?nickname=carol' });
    expect(cased.json()).toMatchObject([{ id: carol.user.id, nickname: 'Carol_7' }]);
    // `_` and `%` are taken literally.
    expect((await t.app.inject({ url: '/api/users/search?nickname=%25' })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/users/search?nickname=Carol%25' })).json()).toEqual([]);
    for (let i = 0; i < 12; i += 1) await registerUser(t.app, { nickname: `검색회원${i}` });
    const many = await t.app.inject({
      url: `/api/users/search?nickname=${encodeURIComponent('검색')}`,
    });
    expect(many.json()).toHaveLength(10);
    expect(many.json()[0].nickname).toBe('검색회원0');
  });

  it('answers 400 in Korean without a nickname', async () => {
    const res = await t.app.inject({ url: '/api/users/search?nickname=' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { nickname: '찾을 닉네임을 입력하세요.' },
    });
  });
});

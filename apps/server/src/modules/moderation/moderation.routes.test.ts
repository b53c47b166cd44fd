import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser, signIn } from '../../../test/users';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let boss: Member; // SUPER_ADMIN through ADMIN_EMAIL/ADMIN_PASSWORD
let admin: Member; // ADMIN, granted by boss
let alice: Member;
let bob: Member;
let carol: Member;

const BOSS_EMAIL = 'boss@moderation.test';
const BOSS_PASSWORD = 'boss password 12';
const DAY = 24 * 60 * 60 * 1000;
/** An ISO time `days` from now, on a whole minute. */
const inDays = (days: number) =>
  new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000).toISOString();
/** How the 403 message names a date: 2026년 12월 22일 (Korea time). */
const koreanDate = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
const THRESHOLD = 3;

beforeAll(async () => {
  t = await buildTestApp({
    ADMIN_EMAIL: BOSS_EMAIL,
    ADMIN_PASSWORD: BOSS_PASSWORD,
    REPORT_HIDE_THRESHOLD: String(THRESHOLD),
  });
  boss = await signIn(t.app, BOSS_EMAIL, BOSS_PASSWORD);
  admin = await registerUser(t.app, { nickname: '운영돌이' });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  carol = await registerUser(t.app, { nickname: '캐롤' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => t.close());

/**
 * Reports hide only from members in good standing, at least a day old (CONTRACT.md 'Reports'):
 * makes every account so far two days old.
 */
async function ageAccounts() {
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 2 * DAY) } as never)
    .execute();
}

type Payload = Record<string, unknown>;
const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Payload,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });

let seq = 0;
async function post(who: Member, board = 'free', title?: string) {
  seq += 1;
  const res = await call(who, 'POST', '/api/posts', {
    title: title ?? `글 ${seq}`,
    content: `본문 ${seq} 모더레이션`,
    boardName: board,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; boardName: string };
}
async function comment(who: Member, postId: number, parentId?: number) {
  const res = await call(who, 'POST', '/api/comments', {
    postId,
    content: `댓글 ${++seq}`,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
const postCount = async (board: string) =>
  (await call(null, 'GET', `/api/boards/${board}`)).json().postCount as number;
const logOf = async (action: string) =>
  (await call(admin, 'GET', `/api/admin/log?action=${action}&size=100`)).json().content as {
    action: string;
    targetType: string;
    targetId: number;
    reason: string;
    actor: { id: number };
    details: Record<string, unknown>;
  }[];
const report = (who: Member, targetType: string, targetId: number, reason = 'SPAM', details = '') =>
  call(who, 'POST', '/api/reports', { targetType, targetId, reason, details });
const feedIds = async (who: Member | null, url: string) =>
  ((await call(who, 'GET', url)).json().content as { id: number }[]).map((p) => p.id);

describe('who may use the operator area', () => {
  const adminCalls: [string, string, Payload?][] = [
    ['GET', '/api/admin/reports'],
    ['POST', '/api/admin/reports/resolve', { targetType: 'POST', targetId: 1, action: 'DISMISS' }],
    ['GET', '/api/admin/log'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users/1/restrict', { until: inDays(7) }],
    ['POST', '/api/admin/users/1/unrestrict', {}],
    ['PUT', '/api/admin/users/1/role', { role: 'ADMIN' }],
    ['DELETE', '/api/admin/posts/1'],
    ['POST', '/api/admin/posts/1/move', { boardName: 'stock' }],
    ['DELETE', '/api/admin/comments/1'],
    ['PUT', '/api/admin/boards/1', { displayName: '바뀐 이름' }],
    // Bad input from a non-operator is refused as forbidden before it is even read.
    ['POST', '/api/admin/users/abc/restrict', { until: 'yesterday' }],
  ];

  it('answers 401 without a token and 403 to members, changing nothing', async () => {
    const victim = await post(bob);
    for (const [method, url, payload] of adminCalls) {
      const m = method as 'GET';
      const anonymous = await call(null, m, url.replace('/1', `/${victim.id}`), payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const member = await call(alice, m, url.replace('/1', `/${victim.id}`), payload);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: '운영자만 사용할 수 있는 기능입니다.',
      });
    }
    expect((await call(null, 'GET', `/api/posts/${victim.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', '/api/boards/myeolgong')).json().displayName).toBe(
      '멸공 게시판',
    );
  });

  it('lets only the SUPER_ADMIN grant and revoke ADMIN, revoking the member’s older tokens', async () => {
    const dave = await registerUser(t.app, { nickname: '데이브' });
    const byAdmin = await call(admin, 'PUT', `/api/admin/users/${dave.user.id}/role`, {
      role: 'ADMIN',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toContain('최고 관리자');

    const granted = await call(boss, 'PUT', `/api/admin/users/${dave.user.id}/role`, {
      role: 'ADMIN',
      reason: '신고 처리 도우미',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: dave.user.id, role: 'ADMIN' });
    // A role change revokes the tokens issued before it.
    expect((await call(dave, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect(
      (await call(boss, 'PUT', `/api/admin/users/${dave.user.id}/role`, { role: 'ADMIN' }))
        .statusCode,
    ).toBe(409);

    const revoked = await call(boss, 'PUT', `/api/admin/users/${dave.user.id}/role`, {
      role: 'USER',
    });
    expect(revoked.json().role).toBe('USER');

    // Nobody changes their own role or the SUPER_ADMIN's; SUPER_ADMIN is not grantable.
    expect(
      (await call(boss, 'PUT', `/api/admin/users/${boss.user.id}/role`, { role: 'USER' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(boss, 'PUT', `/api/admin/users/${dave.user.id}/role`, { role: 'SUPER_ADMIN' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(boss, 'PUT', '/api/admin/users/999999/role', { role: 'ADMIN' })).statusCode,
    ).toBe(404);

    const log = await logOf('ROLE_GRANT');
    expect(log[0]).toMatchObject({
      targetType: 'USER',
      targetId: dave.user.id,
      reason: '신고 처리 도우미',
      actor: { id: boss.user.id },
      details: { from: 'USER', to: 'ADMIN' },
    });
    expect((await logOf('ROLE_REVOKE'))[0]?.targetId).toBe(dave.user.id);
  });

  it('lists and searches members with their counts', async () => {
    const res = await call(admin, 'GET', `/api/admin/users?query=${encodeURIComponent('앨리')}`);
    expect(res.statusCode).toBe(200);
    const found = res.json().content as { id: number; email: string; postCount: number }[];
    expect(found.map((u) => u.id)).toEqual([alice.user.id]);
    expect(found[0]!.email).toBe(alice.email);
    const operators = (await call(admin, 'GET', '/api/admin/users?only=operators')).json()
      .content as {
      id: number;
    }[];
    expect(operators.map((u) => u.id).sort()).toEqual([boss.user.id, admin.user.id].sort());
    // A number also finds the member with that id (and any whose name or e-mail contains it).
    const byId = (await call(admin, 'GET', `/api/admin/users?query=${alice.user.id}`)).json()
      .content as { id: number }[];
    expect(byId.map((u) => u.id)).toContain(alice.user.id);
  });
});

describe('deleting and moving posts and comments', () => {
  it('deletes any post with a reason, keeps the board count exact and logs it', async () => {
    const target = await post(bob, 'free');
    const before = await postCount('free');
    const res = await call(
      admin,
      'DELETE',
      `/api/admin/posts/${target.id}?reason=${encodeURIComponent('광고 글')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await postCount('free')).toBe(before - 1);
    expect((await call(null, 'GET', `/api/posts/${target.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/admin/posts/${target.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/posts/0')).statusCode).toBe(400);
    expect((await logOf('POST_DELETE'))[0]).toMatchObject({
      targetId: target.id,
      reason: '광고 글',
      actor: { id: admin.user.id },
      details: { authorId: bob.user.id },
    });
  });

  it('logs operators deleting and editing others’ content through the ordinary routes, not authors', async () => {
    const own = await post(alice);
    expect((await call(alice, 'DELETE', `/api/posts/${own.id}`)).statusCode).toBe(200);
    expect((await logOf('POST_DELETE')).some((e) => e.targetId === own.id)).toBe(false);

    const others = await post(alice);
    const edited = await call(admin, 'PUT', `/api/posts/${others.id}`, {
      title: '운영자가 고친 제목',
      content: '본문',
      boardName: 'stock',
    });
    expect(edited.statusCode).toBe(200);
    expect((await logOf('POST_MOVE'))[0]).toMatchObject({
      targetId: others.id,
      details: { fromBoardId: 3, toBoardId: 2 },
    });
    expect((await call(admin, 'DELETE', `/api/posts/${others.id}`)).statusCode).toBe(200);
    expect((await logOf('POST_DELETE'))[0]?.targetId).toBe(others.id);

    const host = await post(alice);
    const c = await comment(bob, host.id);
    expect((await call(admin, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(200);
    expect((await logOf('COMMENT_DELETE'))[0]).toMatchObject({
      targetId: c.id,
      details: { authorId: bob.user.id, postId: host.id },
    });
  });

  it('deletes any comment, keeping the post’s comment count exact', async () => {
    const host = await post(alice);
    const a = await comment(bob, host.id);
    await comment(carol, host.id);
    const res = await call(
      admin,
      'DELETE',
      `/api/admin/comments/${a.id}?reason=${encodeURIComponent('욕설')}`,
    );
    expect(res.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/posts/${host.id}`)).json().commentCount).toBe(1);
    expect((await call(admin, 'DELETE', `/api/admin/comments/${a.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/comments/99999999')).statusCode).toBe(404);
    expect((await logOf('COMMENT_DELETE'))[0]).toMatchObject({ targetId: a.id, reason: '욕설' });
  });

  it('moves a post between boards keeping both counts exact; refuses unknown boards and posts', async () => {
    const target = await post(bob, 'free');
    const [free, stock] = [await postCount('free'), await postCount('stock')];

    const unknown = await call(admin, 'POST', `/api/admin/posts/${target.id}/move`, {
      boardName: 'nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.boardName).toBe('존재하지 않는 게시판입니다.');
    const same = await call(admin, 'POST', `/api/admin/posts/${target.id}/move`, {
      boardName: 'free',
    });
    expect(same.statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/admin/posts/99999999/move', { boardName: 'stock' }))
        .statusCode,
    ).toBe(404);
    expect((await call(admin, 'POST', `/api/admin/posts/${target.id}/move`, {})).statusCode).toBe(
      400,
    );
    expect([await postCount('free'), await postCount('stock')]).toEqual([free, stock]);

    const moved = await call(admin, 'POST', `/api/admin/posts/${target.id}/move`, {
      boardName: 'stock',
      reason: '투자 이야기',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('게시글을 투자 게시판으로 옮겼습니다.');
    expect([await postCount('free'), await postCount('stock')]).toEqual([free - 1, stock + 1]);
    expect((await call(null, 'GET', `/api/posts/${target.id}`)).json().boardName).toBe('stock');
    expect((await logOf('POST_MOVE'))[0]).toMatchObject({
      targetId: target.id,
      reason: '투자 이야기',
      details: { fromBoardId: 3, toBoardId: 2, authorId: bob.user.id },
    });
    // By id too.
    expect(
      (await call(admin, 'POST', `/api/admin/posts/${target.id}/move`, { boardName: '3' }))
        .statusCode,
    ).toBe(200);
    expect([await postCount('free'), await postCount('stock')]).toEqual([free, stock]);
  });
});

describe('restricting members', () => {
  it('restricts a member until a date: every write, reports included, is 403 naming the date', async () => {
    const erin = await registerUser(t.app, { nickname: '에린' });
    const host = await post(alice);
    const c = await comment(alice, host.id);
    const until = inDays(30);
    const res = await call(admin, 'POST', `/api/admin/users/${erin.user.id}/restrict`, {
      until,
      reason: '도배',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: erin.user.id, restrictedUntil: until });
    expect((await call(erin, 'GET', '/api/users/me')).json().restrictedUntil).toBe(until);

    const writes = [
      call(erin, 'POST', '/api/posts', { title: '제목', content: '본문' }),
      call(erin, 'POST', '/api/comments', { postId: host.id, content: '댓글' }),
      call(erin, 'POST', `/api/like/post/${host.id}?status=1`),
      call(erin, 'POST', `/api/comments/${c.id}/like`),
      // A nickname is public too: the change and its alias are refused like the other writes.
      call(erin, 'PUT', '/api/users/nickname', { nickname: '새이름에린' }),
      call(erin, 'PUT', '/users/nickname', { nickname: '새이름에린' }),
    ];
    // Each refusal says what may not be done, and until when (Korea time, 오전/오후).
    const refusals = [
      '까지 글을 쓸 수 없습니다.',
      '까지 댓글을 쓸 수 없습니다.',
      '까지 좋아요를 누를 수 없습니다.',
      '까지 좋아요를 누를 수 없습니다.',
      '까지 닉네임을 바꿀 수 없습니다.',
      '까지 닉네임을 바꿀 수 없습니다.',
    ];
    for (const [i, w] of (await Promise.all(writes)).entries()) {
      expect(w.statusCode).toBe(403);
      expect(w.json().code).toBe('RESTRICTED');
      expect(w.json().message).toContain(koreanDate(until));
      expect(w.json().message).toMatch(/ (오[전후] \d{1,2}(:\d\d|시)|자정)까지/);
      expect(w.json().message).toContain(refusals[i]);
    }
    expect((await call(erin, 'GET', '/api/users/me')).json().nickname).toBe('에린');
    // A restricted member cannot report either (CONTRACT.md 'Reports').
    const refusedReport = await report(erin, 'POST', host.id);
    expect(refusedReport.statusCode).toBe(403);
    expect(refusedReport.json().message).toContain('신고할 수 없습니다');
    expect((await logOf('USER_RESTRICT'))[0]).toMatchObject({
      targetId: erin.user.id,
      reason: '도배',
      details: { until },
    });

    const lifted = await call(admin, 'POST', `/api/admin/users/${erin.user.id}/unrestrict`, {
      reason: '소명',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().restrictedUntil).toBeNull();
    expect(
      (await call(erin, 'POST', '/api/posts', { title: '제목', content: '본문' })).statusCode,
    ).toBe(201);
    const renamed = await call(erin, 'PUT', '/api/users/nickname', { nickname: '새이름에린' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().nickname).toBe('새이름에린');
    expect(
      (await call(admin, 'POST', `/api/admin/users/${erin.user.id}/unrestrict`)).statusCode,
    ).toBe(409);
    expect((await logOf('USER_UNRESTRICT'))[0]).toMatchObject({
      targetId: erin.user.id,
      reason: '소명',
    });
    const restricted = (await call(admin, 'GET', '/api/admin/users?only=restricted')).json()
      .content as {
      id: number;
    }[];
    expect(restricted.some((u) => u.id === erin.user.id)).toBe(false);
  });

  it('names an end at midnight as the day it closes: 자정까지 댓글을 쓸 수 없습니다', async () => {
    const gina = await registerUser(t.app, { nickname: '지나' });
    const host = await post(alice);
    // Midnight in Korea, ten days on: the end of the day before.
    const day = new Date(Date.now() + 9 * 3_600_000 + 10 * DAY).toISOString().slice(0, 10);
    const until = new Date(`${day}T00:00:00+09:00`).toISOString();
    const closing = new Date(Date.parse(until) - DAY + 9 * 3_600_000);
    const res = await call(admin, 'POST', `/api/admin/users/${gina.user.id}/restrict`, { until });
    expect(res.statusCode).toBe(200);
    const refused = await call(gina, 'POST', '/api/comments', { postId: host.id, content: '댓글' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `운영 정책에 따라 ${closing.getUTCFullYear()}년 ${closing.getUTCMonth() + 1}월 ${closing.getUTCDate()}일 자정까지 댓글을 쓸 수 없습니다.`,
    );
  });

  it('refuses past, far and malformed dates, oneself, operators of equal rank and unknown members', async () => {
    const url = `/api/admin/users/${carol.user.id}/restrict`;
    const past = await call(admin, 'POST', url, { until: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.until).toBe('제한 종료 일시는 지금 이후여야 합니다.');
    expect((await call(admin, 'POST', url, { until: inDays(4000) })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { until: 'tomorrow' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, {})).statusCode).toBe(400);
    const future = { until: inDays(7) };
    expect(
      (await call(admin, 'POST', `/api/admin/users/${admin.user.id}/restrict`, future)).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', `/api/admin/users/${boss.user.id}/restrict`, future)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', '/api/admin/users/99999999/restrict', future)).statusCode,
    ).toBe(404);
    expect((await call(carol, 'GET', '/api/users/me')).json().restrictedUntil).toBeNull();
  });
});

describe('boards', () => {
  it('creates and edits boards, logging both; members and bad input are refused', async () => {
    const created = await call(admin, 'POST', '/api/boards', {
      name: 'safety',
      displayName: '안전 게시판',
      description: '설명',
    });
    expect(created.statusCode).toBe(201);
    const boardId = created.json().id as number;
    expect((await logOf('BOARD_CREATE'))[0]).toMatchObject({
      targetType: 'BOARD',
      targetId: boardId,
    });

    const edited = await call(admin, 'PUT', `/api/admin/boards/${boardId}`, {
      displayName: '안전한 게시판',
      description: '새 설명',
      reason: '이름 정리',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'safety',
      displayName: '안전한 게시판',
      description: '새 설명',
    });
    expect((await logOf('BOARD_UPDATE'))[0]).toMatchObject({
      targetId: boardId,
      reason: '이름 정리',
      details: { previousDisplayName: '안전 게시판' },
    });
    expect(
      (await call(admin, 'PUT', `/api/admin/boards/${boardId}`, { displayName: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/admin/boards/9999', { displayName: '없는 게시판' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(alice, 'POST', '/api/boards', { name: 'mine', displayName: '내 게시판' }))
        .statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/api/boards/safety')).json().displayName).toBe(
      '안전한 게시판',
    );
  });
});

describe('reports', () => {
  it('takes one report per member and target, and refuses bad ones with clear 4xx', async () => {
    const target = await post(bob);
    const first = await report(alice, 'POST', target.id, 'ABUSE', '욕설이 있어요');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: '신고가 접수되었습니다. 운영자가 검토합니다.',
    });
    const again = await report(alice, 'POST', target.id, 'SPAM');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 신고한 대상입니다.');
    expect((await report(bob, 'POST', target.id)).statusCode).toBe(400); // own post
    expect((await report(bob, 'USER', bob.user.id)).statusCode).toBe(400); // oneself
    expect((await report(alice, 'POST', 99999999)).statusCode).toBe(404);
    expect((await report(alice, 'COMMENT', 99999999)).statusCode).toBe(404);
    expect((await report(alice, 'USER', 99999999)).statusCode).toBe(404);
    const other = await report(carol, 'POST', target.id, 'OTHER');
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.details).toBe('기타 사유를 선택한 경우 내용을 입력해주세요.');
    // 리딩방·유사투자자문 (CONTRACT.md 'Clean stock talk').
    const dave = await registerUser(t.app);
    expect((await report(dave, 'POST', target.id, 'INVESTMENT_SCAM')).statusCode).toBe(201);
    expect((await report(carol, 'POST', target.id, 'BORING')).statusCode).toBe(400);
    expect((await report(carol, 'PAGE', target.id)).statusCode).toBe(400);
    expect((await report(carol, 'POST', target.id, 'SPAM', 'x'.repeat(501))).statusCode).toBe(400);
    expect((await report(null as unknown as Member, 'POST', target.id)).statusCode).toBe(401);

    const gone = await post(bob);
    await call(bob, 'DELETE', `/api/posts/${gone.id}`);
    expect((await report(alice, 'POST', gone.id)).statusCode).toBe(404);

    const queue = (await call(admin, 'GET', '/api/admin/reports?size=100')).json().content as {
      targetType: string;
      targetId: number;
      reportCount: number;
      reasons: Record<string, number>;
      details: string[];
      target: { authorId: number; hidden: boolean; summary: string };
    }[];
    const group = queue.find((g) => g.targetType === 'POST' && g.targetId === target.id);
    expect(group).toMatchObject({
      reportCount: 2,
      reasons: { ABUSE: 1, INVESTMENT_SCAM: 1 },
      details: ['욕설이 있어요'],
      target: { authorId: bob.user.id, hidden: false },
    });
  });

  it(`hides a post at ${THRESHOLD} open reports for everyone but operators, until dismissed`, async () => {
    await ageAccounts();
    const title = `숨김확인글 ${Date.now()}`;
    const target = await post(bob, 'free', title);
    const visible = async (who: Member | null) => ({
      board: (await feedIds(who, '/api/boards/free/posts')).includes(target.id),
      all: (await feedIds(who, '/api/posts')).includes(target.id),
      search: (
        await feedIds(who, `/api/posts/search?query=${encodeURIComponent('숨김확인글')}`)
      ).includes(target.id),
      profile: (await feedIds(who, `/api/users/${bob.user.id}/posts`)).includes(target.id),
      detail: (await call(who, 'GET', `/api/posts/${target.id}`)).statusCode === 200,
    });
    const everywhere = { board: true, all: true, search: true, profile: true, detail: true };
    const nowhere = { board: false, all: false, search: false, profile: false, detail: false };

    await report(alice, 'POST', target.id);
    await report(carol, 'POST', target.id, 'HATE');
    expect(await visible(null)).toEqual(everywhere);
    await report(admin, 'POST', target.id, 'OTHER', '확인 필요');

    for (const who of [null, alice, bob]) expect(await visible(who)).toEqual(nowhere);
    expect(await visible(admin)).toEqual(everywhere);
    expect(await visible(boss)).toEqual(everywhere);

    const queue = (await call(admin, 'GET', '/api/admin/reports')).json().content as {
      targetId: number;
      reportCount: number;
      target: { hidden: boolean };
      reasons: Record<string, number>;
    }[];
    expect(queue.find((g) => g.targetId === target.id)).toMatchObject({
      reportCount: 3,
      target: { hidden: true },
      reasons: { SPAM: 1, HATE: 1, OTHER: 1 },
    });

    const dismissed = await call(admin, 'POST', '/api/admin/reports/resolve', {
      targetType: 'POST',
      targetId: target.id,
      action: 'DISMISS',
      reason: '문제 없음',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().resolved).toBe(3);
    for (const who of [null, alice]) expect(await visible(who)).toEqual(everywhere);
    const open = (await call(admin, 'GET', '/api/admin/reports?size=100')).json().content as {
      targetId: number;
    }[];
    expect(open.some((g) => g.targetId === target.id)).toBe(false);
    const closed = (await call(admin, 'GET', '/api/admin/reports?status=DISMISSED')).json()
      .content as {
      targetId: number;
    }[];
    expect(closed.some((g) => g.targetId === target.id)).toBe(true);
    expect((await logOf('REPORT_DISMISS'))[0]).toMatchObject({
      targetType: 'POST',
      targetId: target.id,
      reason: '문제 없음',
      details: { reports: 3 },
    });
    // Resolved reports cannot be resolved again, and the same members cannot report it again.
    expect(
      (
        await call(admin, 'POST', '/api/admin/reports/resolve', {
          targetType: 'POST',
          targetId: target.id,
          action: 'DISMISS',
        })
      ).statusCode,
    ).toBe(404);
    expect((await report(alice, 'POST', target.id)).statusCode).toBe(409);
  });

  it('hides a reported comment from comment lists and deletes it on DELETE, counts exact', async () => {
    await ageAccounts();
    const host = await post(alice);
    const target = await comment(bob, host.id);
    await comment(carol, host.id);
    for (const who of [alice, carol, admin]) await report(who, 'COMMENT', target.id, 'ABUSE');
    const listed = async (who: Member | null) =>
      (
        (await call(who, 'GET', `/api/comments/post/${host.id}`)).json().content as { id: number }[]
      ).map((c) => c.id);
    expect(await listed(null)).not.toContain(target.id);
    expect(await listed(bob)).not.toContain(target.id);
    expect(await listed(admin)).toContain(target.id);
    expect((await feedIds(alice, `/api/users/${bob.user.id}/comments`)).includes(target.id)).toBe(
      false,
    );

    const res = await call(admin, 'POST', '/api/admin/reports/resolve', {
      targetType: 'COMMENT',
      targetId: target.id,
      action: 'DELETE',
      reason: '욕설',
    });
    expect(res.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/posts/${host.id}`)).json().commentCount).toBe(1);
    expect((await logOf('COMMENT_DELETE'))[0]).toMatchObject({
      targetId: target.id,
      reason: '욕설',
    });
    expect((await logOf('REPORT_ACTION'))[0]).toMatchObject({
      targetType: 'COMMENT',
      targetId: target.id,
      details: { resolution: 'DELETE', reports: 3 },
    });
  });

  it('RESTRICT deletes the post and restricts its author; a bad date changes nothing', async () => {
    const frank = await registerUser(t.app, { nickname: '프랭크' });
    const target = await post(frank, 'stock');
    await report(alice, 'POST', target.id);
    const count = await postCount('stock');
    const resolve = (body: Payload) =>
      call(admin, 'POST', '/api/admin/reports/resolve', {
        targetType: 'POST',
        targetId: target.id,
        action: 'RESTRICT',
        ...body,
      });

    expect((await resolve({})).statusCode).toBe(400);
    expect((await resolve({ until: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/posts/${target.id}`)).statusCode).toBe(200);
    expect(await postCount('stock')).toBe(count);
    expect((await call(frank, 'GET', '/api/users/me')).json().restrictedUntil).toBeNull();

    const until = inDays(60);
    const res = await resolve({ until, reason: '반복 도배' });
    expect(res.statusCode).toBe(200);
    expect(res.json().resolved).toBe(1);
    expect((await call(null, 'GET', `/api/posts/${target.id}`)).statusCode).toBe(404);
    expect(await postCount('stock')).toBe(count - 1);
    expect((await call(frank, 'GET', '/api/users/me')).json().restrictedUntil).toBe(until);
    const write = await call(frank, 'POST', '/api/posts', { title: '또', content: '도배' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain(koreanDate(until));
    expect((await logOf('USER_RESTRICT'))[0]).toMatchObject({
      targetId: frank.user.id,
      reason: '반복 도배',
    });
    expect((await logOf('POST_DELETE'))[0]).toMatchObject({ targetId: target.id });
  });

  it('queues reports on members; DELETE does not apply to them, RESTRICT does', async () => {
    const grace = await registerUser(t.app, { nickname: '그레이스' });
    expect((await report(alice, 'USER', grace.user.id, 'ABUSE', '프로필 욕설')).statusCode).toBe(
      201,
    );
    const queue = (await call(admin, 'GET', '/api/admin/reports?size=100')).json().content as {
      targetType: string;
      targetId: number;
      target: { summary: string };
    }[];
    expect(
      queue.find((g) => g.targetType === 'USER' && g.targetId === grace.user.id)?.target.summary,
    ).toBe('그레이스');
    const base = { targetType: 'USER', targetId: grace.user.id };
    expect(
      (await call(admin, 'POST', '/api/admin/reports/resolve', { ...base, action: 'DELETE' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/admin/reports/resolve', { ...base, action: 'BAN' }))
        .statusCode,
    ).toBe(400);
    const until = inDays(3);
    const res = await call(admin, 'POST', '/api/admin/reports/resolve', {
      ...base,
      action: 'RESTRICT',
      until,
    });
    expect(res.statusCode).toBe(200);
    expect((await call(grace, 'GET', '/api/users/me')).json().restrictedUntil).toBe(until);
  });

  it('hides a post exactly once when many report it at the same moment', async () => {
    const target = await post(alice);
    const reporters = await Promise.all(
      Array.from({ length: 6 }, (_, i) => registerUser(t.app, { nickname: `동시신고${i}` })),
    );
    await ageAccounts();
    const results = await Promise.all(reporters.map((r) => report(r, 'POST', target.id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect((await call(null, 'GET', `/api/posts/${target.id}`)).statusCode).toBe(404);
    const group = (
      (await call(admin, 'GET', '/api/admin/reports?size=100')).json().content as {
        targetId: number;
        reportCount: number;
      }[]
    ).find((g) => g.targetId === target.id);
    expect(group?.reportCount).toBe(6);
  });
});

describe('blocks', () => {
  it('hides a blocked member’s posts and comments’ text from the blocker only, until unblocked', async () => {
    const henry = await registerUser(t.app, { nickname: '헨리' });
    const ivy = await registerUser(t.app, { nickname: '아이비' });
    const word = `차단검색${Date.now()}`;
    const hisPost = await post(henry, 'free', `${word} 헨리 글`);
    const host = await post(alice);
    const root = await comment(henry, host.id);
    const aliceRoot = await comment(alice, host.id);
    const reply = await comment(henry, host.id, aliceRoot.id);

    const seen = async (who: Member) => {
      const comments = (await call(who, 'GET', `/api/comments/post/${host.id}`)).json().content as {
        id: number;
        blocked: boolean;
        replies: { id: number; blocked: boolean }[];
      }[];
      return {
        board: (await feedIds(who, '/api/boards/free/posts')).includes(hisPost.id),
        all: (await feedIds(who, '/api/posts')).includes(hisPost.id),
        popular: (await feedIds(who, '/api/posts/popular?timeRange=all')).includes(hisPost.id),
        search: (
          await feedIds(who, `/api/posts/search?query=${encodeURIComponent(word)}`)
        ).includes(hisPost.id),
        // A blocked member's comments stay in the thread as placeholders (decision 025).
        root: comments.some((c) => c.id === root.id && !c.blocked),
        reply: comments.some((c) => c.replies.some((r) => r.id === reply.id && !r.blocked)),
      };
    };
    const all = { board: true, all: true, popular: true, search: true, root: true, reply: true };
    const none = {
      board: false,
      all: false,
      popular: false,
      search: false,
      root: false,
      reply: false,
    };
    expect(await seen(ivy)).toEqual(all);

    const blocked = await call(ivy, 'POST', '/api/users/me/blocks', { userId: henry.user.id });
    expect(blocked.statusCode).toBe(201);
    expect(
      (await call(ivy, 'POST', '/api/users/me/blocks', { userId: henry.user.id })).statusCode,
    ).toBe(200);
    expect(await seen(ivy)).toEqual(none);
    expect(await seen(alice)).toEqual(all);
    // The post itself still opens by its address.
    expect((await call(ivy, 'GET', `/api/posts/${hisPost.id}`)).statusCode).toBe(200);

    const list = (await call(ivy, 'GET', '/api/users/me/blocks')).json() as {
      userId: number;
      nickname: string;
    }[];
    expect(list).toEqual([expect.objectContaining({ userId: henry.user.id, nickname: '헨리' })]);

    const unblocked = await call(ivy, 'DELETE', `/api/users/me/blocks/${henry.user.id}`);
    expect(unblocked.statusCode).toBe(200);
    expect(await seen(ivy)).toEqual(all);
    expect((await call(ivy, 'GET', '/api/users/me/blocks')).json()).toEqual([]);
  });

  it('refuses self-blocks, unknown members and anonymous callers', async () => {
    const self = await call(alice, 'POST', '/api/users/me/blocks', { userId: alice.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('자기 자신은 차단할 수 없습니다.');
    expect(
      (await call(alice, 'POST', '/api/users/me/blocks', { userId: 99999999 })).statusCode,
    ).toBe(404);
    expect((await call(alice, 'POST', '/api/users/me/blocks', { userId: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(null, 'POST', '/api/users/me/blocks', { userId: bob.user.id })).statusCode,
    ).toBe(401);
    expect((await call(null, 'GET', '/api/users/me/blocks')).statusCode).toBe(401);
    expect((await call(alice, 'DELETE', '/api/users/me/blocks/abc')).statusCode).toBe(400);
    expect((await call(alice, 'GET', '/api/users/me/blocks')).json()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the operator and safety routes from the contract schemas', async () => {
    const doc = (await call(null, 'GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      components: unknown;
    };
    for (const [path, method] of [
      ['/api/reports', 'post'],
      ['/api/users/me/blocks', 'get'],
      ['/api/users/me/blocks/{userId}', 'delete'],
      ['/api/admin/reports', 'get'],
      ['/api/admin/reports/resolve', 'post'],
      ['/api/admin/log', 'get'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users/{id}/restrict', 'post'],
      ['/api/admin/users/{id}/unrestrict', 'post'],
      ['/api/admin/users/{id}/role', 'put'],
      ['/api/admin/posts/{id}', 'delete'],
      ['/api/admin/posts/{id}/move', 'post'],
      ['/api/admin/comments/{id}', 'delete'],
      ['/api/admin/boards/{id}', 'put'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const components = JSON.stringify(doc.components);
    for (const name of ['ReportGroup', 'ModerationLogEntry', 'AdminUser', 'BlockedUser']) {
      expect(components).toContain(name);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { stockCountersAndRows } from '../../../test/stock-counters';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

/**
 * An operator's deletions (/admin, report handling) leave 종목토론 exactly as a member's own do
 * (issue 27): the per-stock list, its counter (migration 0018) and 토론 많은 종목.
 */

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let operator: Member;

beforeAll(async () => {
  // One report hides its target, so that hiding and showing again are seen at once.
  t = await buildTestApp({ ...OPERATOR_ENV, REPORT_HIDE_THRESHOLD: '1' });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  operator = await signInOperator(t.app);
  // Only accounts a day old count towards hiding (CONTRACT.md 'Reports').
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 2 * 86_400_000) } as never)
    .execute();
});
afterAll(async () => t.close());

const call = (who: Member, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function write(content: string) {
  const res = await call(alice, 'POST', '/api/posts', {
    title: '종목 이야기',
    content,
    boardName: 'stock',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function comment(postId: number, content: string) {
  const res = await call(bob, 'POST', '/api/comments', { postId, content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function discussion(code: string) {
  const body = (await t.app.inject({ url: `/api/stock/${code}/posts` })).json();
  return { ids: (body.content as { id: number }[]).map((p) => p.id), total: body.totalElements };
}
async function ranked(code: string) {
  const rows = (await t.app.inject({ url: '/api/stock/discussed?period=day' })).json() as {
    stockCode: string;
    posts: number;
    comments: number;
  }[];
  return rows.find((r) => r.stockCode === code);
}

/** A member's spam report of a post or comment; 201 expected. */
async function report(who: Member, targetType: 'POST' | 'COMMENT', targetId: number) {
  const res = await call(who, 'POST', '/api/reports', {
    targetType,
    targetId,
    reason: 'SPAM',
    details: '',
  });
  expect(res.statusCode).toBe(201);
}
/** The operator resolves the open reports of a target; 200 expected. */
async function resolve(
  targetType: 'POST' | 'COMMENT',
  targetId: number,
  action: 'DELETE' | 'DISMISS',
  reason?: string,
) {
  const res = await call(operator, 'POST', '/api/admin/reports/resolve', {
    targetType,
    targetId,
    action,
    ...(reason ? { reason } : {}),
  });
  expect(res.statusCode).toBe(200);
}

/** Every stock's counter equals its rows in post_stocks, and no row is left for `commentId`. */
async function expectCountersExact(commentId?: number) {
  const { counters, rows } = await stockCountersAndRows(t.database.db);
  expect(counters).toEqual(rows);
  if (commentId !== undefined) {
    const left = await t.database.db
      .selectFrom('comment_stocks')
      .select('stock_code')
      .where('comment_id', '=', commentId)
      .execute();
    expect(left).toEqual([]);
  }
}

describe('an operator deleting', () => {
  it('a comment in /admin takes its post out of the stock’s list, counter and ranking', async () => {
    const post = await write('본문에는 종목이 없다');
    const c = await comment(post.id, '$셀트리온 좋아요');
    expect(await discussion('068270')).toEqual({ ids: [post.id], total: 1 });
    expect(await ranked('068270')).toMatchObject({ posts: 0, comments: 1 });

    const del = await call(operator, 'DELETE', `/api/admin/comments/${c.id}?reason=도배`);
    expect(del.statusCode).toBe(200);
    expect(await discussion('068270')).toEqual({ ids: [], total: 0 });
    // The ranking counted just now is counted again, as after a member's own delete.
    expect(await ranked('068270')).toBeUndefined();
    await expectCountersExact(c.id);
  });

  it('a reported comment (report handling) does the same; the post’s own stock stays', async () => {
    const post = await write('$HLB 본문');
    const c = await comment(post.id, '$알테오젠 그리고 $HLB');
    expect(await discussion('196170')).toEqual({ ids: [post.id], total: 1 });
    await report(alice, 'COMMENT', c.id);
    await resolve('COMMENT', c.id, 'DELETE', '광고');
    expect(await discussion('196170')).toEqual({ ids: [], total: 0 });
    expect(await discussion('028300')).toEqual({ ids: [post.id], total: 1 });
    await expectCountersExact(c.id);
  });

  it('a post in /admin or through a report takes it out of the ranking at once', async () => {
    const direct = await write('$크래프톤 하나');
    const reportedPost = await write('$크래프톤 둘');
    expect(await ranked('259960')).toMatchObject({ posts: 2 });

    expect((await call(operator, 'DELETE', `/api/admin/posts/${direct.id}`)).statusCode).toBe(200);
    expect(await ranked('259960')).toMatchObject({ posts: 1 });

    await report(bob, 'POST', reportedPost.id);
    await resolve('POST', reportedPost.id, 'DELETE');
    expect(await ranked('259960')).toBeUndefined();
    expect(await discussion('259960')).toEqual({ ids: [], total: 0 });
    await expectCountersExact();
  });
});

describe('a report hiding', () => {
  it('a post takes it out of the ranking at once, and a dismissal puts it back', async () => {
    const post = await write('$036570 신고될 글');
    expect(await ranked('036570')).toMatchObject({ posts: 1 });

    await report(bob, 'POST', post.id);
    // Hidden pending review: the ranking counted a moment ago is counted again.
    expect(await ranked('036570')).toBeUndefined();

    await resolve('POST', post.id, 'DISMISS');
    expect(await ranked('036570')).toMatchObject({ posts: 1 });
  });

  it('a comment does the same for the comment’s stock', async () => {
    const post = await write('본문에 종목 없음');
    const c = await comment(post.id, '$카카오뱅크 신고될 댓글');
    expect(await ranked('323410')).toMatchObject({ comments: 1 });
    await report(alice, 'COMMENT', c.id);
    expect(await ranked('323410')).toBeUndefined();
    await resolve('COMMENT', c.id, 'DISMISS');
    expect(await ranked('323410')).toMatchObject({ comments: 1 });
  });
});

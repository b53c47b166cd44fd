// Board totals (boards.post_count, a board's postCount and every feed's totalElements) count what
// the reader can list: a post hidden pending review leaves them when hidden and comes back when
// the reports are dismissed; deleting or moving it while hidden leaves every count alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let admin: Member;
let author: Member;
let reader: Member;
let reporters: Member[];
const THRESHOLD = 2;

beforeAll(async () => {
  t = await buildTestApp({ ...OPERATOR_ENV, REPORT_HIDE_THRESHOLD: '2' });
  admin = await signInOperator(t.app);
  author = await registerUser(t.app, { nickname: '글쓴이' });
  reader = await registerUser(t.app, { nickname: '읽는이' });
  reporters = await Promise.all(
    Array.from({ length: 8 }, (_, i) => registerUser(t.app, { nickname: `신고자${i}` })),
  );
  // Only accounts a day old count towards hiding (CONTRACT.md 'Reports').
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 2 * 86_400_000) } as never)
    .execute();
  for (const name of ['totals_a', 'totals_b']) {
    const created = await call(admin, 'POST', '/api/boards', { name, displayName: name });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => t.close());

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });

let seq = 0;
async function write(board: string) {
  const res = await call(author, 'POST', '/api/posts', {
    title: `합계 글 ${++seq}`,
    content: '본문',
    boardName: board,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

let reporterIndex = 0;
/** THRESHOLD fresh members report the post, which hides it. */
async function hide(postId: number) {
  for (let i = 0; i < THRESHOLD; i += 1) {
    const who = reporters[reporterIndex++]!;
    const res = await call(who, 'POST', '/api/reports', {
      targetType: 'POST',
      targetId: postId,
      reason: 'SPAM',
    });
    expect(res.statusCode).toBe(201);
  }
  expect((await call(null, 'GET', `/api/posts/${postId}`)).statusCode).toBe(404);
}

const dismiss = async (postId: number) => {
  const res = await call(admin, 'POST', '/api/admin/reports/resolve', {
    targetType: 'POST',
    targetId: postId,
    action: 'DISMISS',
  });
  expect(res.statusCode).toBe(200);
};

/** Everything one reader sees of a board: its counter, the feeds' totals and the rows listed. */
async function seen(who: Member | null, board: string) {
  const feed = (await call(who, 'GET', `/api/boards/${board}/posts?size=100`)).json();
  const byName = (await call(who, 'GET', `/api/posts?boardName=${board}&size=100`)).json();
  const list = (await call(who, 'GET', '/api/boards')).json() as {
    name: string;
    postCount: number;
  }[];
  return {
    postCount: (await call(who, 'GET', `/api/boards/${board}`)).json().postCount as number,
    listed: list.find((b) => b.name === board)?.postCount,
    feedTotal: feed.totalElements as number,
    feedRows: (feed.content as unknown[]).length,
    byNameTotal: byName.totalElements as number,
  };
}

/** Board a and b as a visitor sees them, each total equal to the rows the visitor can list. */
async function visitorCounts() {
  const [a, b] = [await seen(null, 'totals_a'), await seen(null, 'totals_b')];
  for (const s of [a, b]) {
    expect(s.listed).toBe(s.postCount);
    expect(s.feedTotal).toBe(s.postCount);
    expect(s.byNameTotal).toBe(s.postCount);
    expect(s.feedRows).toBe(s.postCount);
  }
  return [a.postCount, b.postCount];
}

/** Every board's counter equals its live, not hidden rows (what bench/verify.ts checks). */
async function countersExact() {
  const wrong = await sql<{ n: string }>`
    SELECT count(*) AS n FROM boards b
     WHERE b.post_count <> (SELECT count(*) FROM posts p
                             WHERE p.board_id = b.id AND p.deleted_at IS NULL
                               AND p.hidden_at IS NULL)`.execute(t.database.db);
  expect(Number(wrong.rows[0]?.n)).toBe(0);
}

describe('board totals and hidden posts', () => {
  it('leave the totals when hidden and come back when dismissed; operators count them', async () => {
    const [first, second] = [await write('totals_a'), await write('totals_a')];
    expect(await visitorCounts()).toEqual([2, 0]);
    const allBefore = (await call(null, 'GET', '/api/boards/all/posts')).json().totalElements;

    await hide(first);
    expect(await visitorCounts()).toEqual([1, 0]);
    expect((await call(null, 'GET', '/api/boards/all/posts')).json().totalElements).toBe(
      allBefore - 1,
    );
    expect((await seen(reader, 'totals_a')).feedTotal).toBe(1);
    // The author's profile counts what it lists too.
    const profile = (await call(null, 'GET', `/api/users/${author.user.id}/posts`)).json();
    expect(profile.totalElements).toBe((profile.content as unknown[]).length);
    // Operators list the hidden post, and their totals include it.
    const operator = await seen(admin, 'totals_a');
    expect([operator.feedTotal, operator.feedRows, operator.byNameTotal]).toEqual([2, 2, 2]);
    await countersExact();

    await dismiss(first);
    expect(await visitorCounts()).toEqual([2, 0]);
    await countersExact();
    expect(second).toBeGreaterThan(first);
  });

  it('leaves every count alone when a hidden post is moved, edited to another board or deleted', async () => {
    const [moved, edited, deleted] = [
      await write('totals_a'),
      await write('totals_a'),
      await write('totals_a'),
    ];
    const [a, b] = await visitorCounts();
    for (const id of [moved, edited, deleted]) await hide(id);
    expect(await visitorCounts()).toEqual([a! - 3, b]);

    const move = await call(admin, 'POST', `/api/admin/posts/${moved}/move`, {
      boardName: 'totals_b',
    });
    expect(move.statusCode).toBe(200);
    const edit = await call(author, 'PUT', `/api/posts/${edited}`, {
      title: '다른 게시판으로',
      content: '본문',
      boardName: 'totals_b',
    });
    expect(edit.statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/posts/${deleted}`)).statusCode).toBe(200);
    expect(await visitorCounts()).toEqual([a! - 3, b]);
    await countersExact();

    // Shown again on the board they are on now; the deleted one stays gone.
    await dismiss(moved);
    await dismiss(edited);
    expect(await visitorCounts()).toEqual([a! - 3, b! + 2]);
    await countersExact();
  });

  it('takes a blocked author’s posts out of the blocker’s totals only', async () => {
    await write('totals_b');
    const [, b] = await visitorCounts();
    const blocked = await call(reader, 'POST', '/api/users/me/blocks', { userId: author.user.id });
    expect(blocked.statusCode).toBe(201);
    const blocker = await seen(reader, 'totals_b');
    expect([blocker.feedTotal, blocker.feedRows, blocker.byNameTotal]).toEqual([0, 0, 0]);
    const subscribed = await call(reader, 'POST', `/api/boards/totals_b/subscribe`);
    expect(subscribed.statusCode).toBeLessThan(300);
    const feed = (await call(reader, 'GET', '/api/posts/subscribed?size=100')).json();
    expect(feed.totalElements).toBe((feed.content as unknown[]).length);
    expect((await call(null, 'GET', '/api/boards/totals_b')).json().postCount).toBe(b);
    expect(
      (await call(reader, 'DELETE', `/api/users/me/blocks/${author.user.id}`)).statusCode,
    ).toBe(200);
    expect((await seen(reader, 'totals_b')).feedTotal).toBe(b);
  });
});

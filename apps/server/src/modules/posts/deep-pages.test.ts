import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { postsRepository } from './posts.repository';

/**
 * Numbered pages in the second half of a board's list are read from its far end
 * (posts.queries.ts `feed`; issue 22's 마지막 페이지): every page equals the plain newest-first
 * order, hidden, deleted and blocked posts left out exactly as on the first pages.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let carol: Member;
let reporter: Member;
let admin: Member;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp({ REPORT_HIDE_THRESHOLD: '1' });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  carol = await registerUser(t.app, { nickname: '캐롤' });
  reporter = await registerUser(t.app, { nickname: '신고자' });
  admin = await registerUser(t.app, { nickname: '담당자' });
  const { db } = t.database;
  await db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.user.id).execute();
  // Reports hide only from accounts at least a day old (CONTRACT.md 'Reports').
  await db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 2 * DAY) } as never)
    .execute();

  // 24 posts on the board: 3 by carol, 2 deleted, 2 hidden by a report.
  const ids: number[] = [];
  for (let i = 0; i < 24; i++) {
    const who = i % 8 === 3 ? carol : alice;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: who.auth,
      payload: { title: `깊은 쪽 ${i}`, content: '본문', boardName: 'free' },
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id as number);
  }
  for (const id of [ids[1]!, ids[22]!]) {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${id}`,
      headers: alice.auth,
    });
    expect(del.statusCode).toBe(200);
  }
  for (const id of [ids[0]!, ids[12]!]) {
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { targetType: 'POST', targetId: id, reason: 'SPAM', details: '' },
    });
    expect(hidden.statusCode).toBe(201);
  }
  const block = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/blocks',
    headers: bob.auth,
    payload: { userId: carol.user.id },
  });
  expect(block.statusCode).toBe(201);
});
afterAll(async () => t.close());

type Page = {
  content: { id: number }[];
  totalElements: number;
  totalPages: number;
  last: boolean;
  empty: boolean;
  number: number;
  size: number;
  nextCursor: string | null;
};
const pageOf = async (who: Member | null, page: number, size: number) => {
  const res = await t.app.inject({
    url: `/api/boards/free/posts?page=${page}&size=${size}`,
    headers: who?.auth ?? {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

/** The posts repository with every statement it runs recorded, and the board of these posts. */
async function spiedRepository() {
  const { db } = t.database;
  const board = await db
    .selectFrom('boards')
    .select('id')
    .where('name', '=', 'free')
    .executeTakeFirstOrThrow();
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const spy: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { board, statements, posts: postsRepository(db.withPlugin(spy)) };
}

describe('deep numbered pages of a board', () => {
  const viewers: [string, () => Member | null, number][] = [
    // 24 posts − 2 deleted − 2 hidden; − carol's 3 for bob; + the 2 hidden for an operator.
    ['a visitor', () => null, 20],
    ['a member who blocks an author', () => bob, 17],
    ['an operator', () => admin, 22],
  ];
  for (const [who, viewer, visible] of viewers) {
    it(`gives ${who} every page as the newest-first list, the last one included`, async () => {
      const everything = await pageOf(viewer(), 0, 100);
      expect(everything.totalElements).toBe(visible);
      const order = everything.content.map((p) => p.id);
      expect(order).toHaveLength(visible);
      // Sizes that do and do not divide the count; one page past the end too.
      for (const size of [5, 6, 4, 7]) {
        const pages = Math.ceil(visible / size);
        for (let n = 0; n <= pages; n++) {
          const page = await pageOf(viewer(), n, size);
          const expected = order.slice(n * size, (n + 1) * size);
          expect(
            page.content.map((p) => p.id),
            `size ${size} page ${n}`,
          ).toEqual(expected);
          expect(page).toMatchObject({
            totalElements: visible,
            totalPages: pages,
            last: (n + 1) * size >= visible,
            empty: expected.length === 0,
            number: n,
            size,
          });
          expect(page.nextCursor === null).toBe((n + 1) * size >= visible);
        }
      }
    });
  }

  it('continues from a deep page’s cursor where the next page starts', async () => {
    const order = (await pageOf(null, 0, 100)).content.map((p) => p.id);
    const deep = await pageOf(null, 2, 6);
    const res = await t.app.inject({
      url: `/api/boards/free/posts?size=6&cursor=${encodeURIComponent(deep.nextCursor!)}`,
    });
    expect(res.json().content.map((p: { id: number }) => p.id)).toEqual(order.slice(18, 24));
  });

  it('reads a page of the second half from the far end, never offset past the middle', async () => {
    const { board, statements, posts } = await spiedRepository();
    const feed = (page: number) =>
      posts.feed({ boardId: board.id }, 'new', { page, size: 6 }, null, null, false);
    const order = (await feed(0)).rows.map((r) => r.id);
    const full = (
      await posts.feed({ boardId: board.id }, 'new', { page: 0, size: 100 }, null, null, false)
    ).rows.map((r) => r.id);
    expect(order).toEqual(full.slice(0, 6));

    statements.length = 0;
    const last = await feed(3);
    expect(last.rows.map((r) => r.id)).toEqual(full.slice(18, 24));
    const read = statements.find((s) => /order by "p"\."created_at" asc/i.test(s.sql));
    expect(read?.sql).toMatch(/offset \$\d+/i);
    // 20 posts, the fourth page of 6: the 2 oldest, nothing to skip from that end.
    expect(read?.parameters.at(-1)).toBe(0);
    expect(statements.some((s) => /order by "p"\."created_at" desc/i.test(s.sql))).toBe(false);
  });

  it('reads a page’s ids from the posts alone, so the rows it skips cost an index entry each', async () => {
    const { board, statements, posts } = await spiedRepository();
    for (const [viewer, label] of [
      [null, 'a visitor'],
      [bob.user.id, 'a member who blocks an author'],
    ] as const) {
      statements.length = 0;
      // The second page of 5: OFFSET 5 from the newest end.
      await posts.feed({ boardId: board.id }, 'new', { page: 1, size: 5 }, null, viewer, false);
      // The OFFSET belongs to a query of posts alone; the joins read only the page's rows.
      const ids = statements.find((s) => /^select "p"\."id" from "posts" as "p" /i.test(s.sql));
      expect(ids?.sql, label).toMatch(/offset \$\d+$/i);
      expect(ids?.sql, label).not.toMatch(/ join /i);
      const shape = (text: string) => text.replace(/\$\d+/g, '$');
      expect(
        statements.some((s) => shape(s.sql).includes(`"p"."id" in (${shape(ids!.sql)})`)),
        label,
      ).toBe(true);
      // That query can be answered from posts_board_new_idx without the table (migration 0023):
      // with sequential and bitmap scans off, the plan is an index-only scan of it.
      const plan = await t.database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        const text = ids!.sql.replace(/\$(\d+)/g, (_m, n: string) => {
          const value = ids!.parameters[Number(n) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value)}'`;
        });
        const result = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`).execute(trx);
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, label).toMatch(/Index Only Scan using posts_board_new_idx/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * Signed-in answers made from everyone's answer in the response cache (viewer-posts.ts, decision
 * 015) on the routes of issues 22 and 27: 이전글/다음글, 종목토론 and the notices. A member's own marks are
 * added; a member who blocks someone gets an answer rendered for them.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '30' });
  alice = await registerUser(t.app, { nickname: '앨리스뷰' });
  bob = await registerUser(t.app, { nickname: '밥뷰어' });
  carol = await registerUser(t.app, { nickname: '캐럴뷰' });
});
afterAll(async () => t.close());

const get = (url: string, who?: Member) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const write = async (who: Member, title: string, content: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content, type: 'TEXT', boardName: 'free' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const block = async (who: Member, target: Member) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/blocks',
    headers: who.auth,
    payload: { userId: target.user.id },
  });
  // 201 the first time, 200 when already blocked.
  expect([200, 201]).toContain(res.statusCode);
};
type Page = { content: { id: number; userHasliked: boolean }[]; totalElements: number };

describe('종목토론 for a signed-in member', () => {
  it('adds the member’s likes to everyone’s answer and leaves out whom they block', async () => {
    const byAlice = await write(alice, '앨리스 종목글', '$카카오 이야기');
    const byBob = await write(bob, '밥 종목글', '$카카오 실적');
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${byBob}?status=1`,
      headers: carol.auth,
    });
    expect(liked.statusCode).toBe(200);

    const everyone = (await get('/api/stock/035720/posts')).json<Page>();
    expect(everyone.content.map((p) => [p.id, p.userHasliked])).toEqual([
      [byBob, false],
      [byAlice, false],
    ]);
    // Changed behind the cache's back: a member's answer made from everyone's cached one still
    // shows the old title (it is not rendered again for them).
    await t.database.db
      .updateTable('posts')
      .set({ title: '캐시 밖에서 바뀜' })
      .where('id', '=', byAlice)
      .execute();
    for (let i = 0; i < 2; i += 1) {
      const mine = await get('/api/stock/035720/posts', carol);
      expect(mine.body).toContain('앨리스 종목글');
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toMatch(/private/);
      expect(mine.json<Page>().content.map((p) => [p.id, p.userHasliked])).toEqual([
        [byBob, true],
        [byAlice, false],
      ]);
    }

    await block(carol, alice);
    const blocking = (await get('/api/stock/035720/posts', carol)).json<Page>();
    expect(blocking.content.map((p) => [p.id, p.userHasliked])).toEqual([[byBob, true]]);
    expect(blocking.totalElements).toBe(1);
    expect((await get('/api/stock/035720/posts')).json<Page>().totalElements).toBe(2);
  });
});

describe('이전글/다음글 for a signed-in member', () => {
  it('is everyone’s answer unless the member blocks an author around the post', async () => {
    const first = await write(alice, '이웃 하나', '본문');
    const middle = await write(bob, '이웃 둘', '본문');
    const last = await write(alice, '이웃 셋', '본문');
    type Around = { previous: { id: number } | null; next: { id: number } | null };
    const around = async (who?: Member) =>
      (await get(`/api/posts/${middle}/neighbors?boardName=free`, who)).json<Around>();

    expect(await around()).toMatchObject({ previous: { id: last }, next: { id: first } });
    // From everyone's cached answer: a title changed behind the cache's back is not seen.
    await t.database.db
      .updateTable('posts')
      .set({ title: '캐시 밖 이웃' })
      .where('id', '=', last)
      .execute();
    for (let i = 0; i < 2; i += 1) {
      expect(await around(bob)).toMatchObject({
        previous: { id: last, title: '이웃 셋' },
        next: { id: first },
      });
    }
    // alice's posts are not the neighbours of a member who blocks her.
    await block(carol, alice);
    const mine = await around(carol);
    expect(mine.previous?.id).not.toBe(last);
    expect(mine.next?.id).not.toBe(first);
    expect(await around()).toMatchObject({ previous: { id: last }, next: { id: first } });
  });
});

describe('검색 for a signed-in member', () => {
  it('adds the member’s marks to everyone’s results and searches for them when they block', async () => {
    const dave = await registerUser(t.app, { nickname: '데이브검' });
    const erin = await registerUser(t.app, { nickname: '에린검색' });
    const frank = await registerUser(t.app, { nickname: '프랭크검' });
    const byDave = await write(dave, '공유검색어 첫 글', '본문에도 공유검색어 있음');
    const byErin = await write(erin, '공유검색어 둘째 글', '여기도 공유검색어');
    const mark = async (id: number, status: 1 | -1) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/like/post/${id}?status=${status}`,
        headers: frank.auth,
      });
      expect(res.statusCode).toBe(200);
    };
    await mark(byErin, 1);
    await mark(byDave, -1);
    type Found = {
      content: { id: number; title: string; likeStatus: number; snippet: string }[];
      totalElements: number;
    };
    const url = `/api/posts/search?query=${encodeURIComponent('공유검색어 글')}`;

    const everyone = (await get(url)).json<Found>();
    expect(everyone.content.map((p) => [p.id, p.likeStatus])).toEqual([
      [byErin, 0],
      [byDave, 0],
    ]);
    await t.database.db
      .updateTable('posts')
      .set({ title: '공유검색어 바뀐 글' })
      .where('id', '=', byDave)
      .execute();
    for (let i = 0; i < 2; i += 1) {
      const mine = await get(url, frank);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toMatch(/private/);
      const page = mine.json<Found>();
      // Everyone's kept answer (the title changed behind the cache's back is not seen), with
      // frank's like and dislike and each result's snippet.
      expect(page.content.map((p) => [p.id, p.title, p.likeStatus])).toEqual([
        [byErin, '공유검색어 둘째 글', 1],
        [byDave, '공유검색어 첫 글', -1],
      ]);
      expect(page.content[1]!.snippet).toContain('공유검색어');
    }

    // A member who blocks dave gets a search run for them, without dave's post.
    await block(frank, dave);
    const blocking = (await get(url, frank)).json<Found>();
    expect(blocking.content.map((p) => [p.id, p.likeStatus])).toEqual([[byErin, 1]]);
    expect(blocking.totalElements).toBe(1);
  });
});

describe('notices (공지) for a signed-in member', () => {
  it('adds the member’s likes to everyone’s notices and leaves out whom they block', async () => {
    const admin = await registerUser(t.app, { nickname: '공지담당' });
    const dave = await registerUser(t.app, { nickname: '데이브' });
    await t.database.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('id', '=', admin.user.id)
      .execute();
    const byAlice = await write(alice, '앨리스 공지', '공지 본문');
    const byBob = await write(bob, '밥 공지', '공지 본문');
    for (const id of [byAlice, byBob]) {
      const pinned = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/posts/${id}/notice`,
        headers: admin.auth,
        payload: { scope: 'site' },
      });
      expect(pinned.statusCode, pinned.body).toBe(200);
    }
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${byBob}?status=1`,
      headers: dave.auth,
    });
    expect(liked.statusCode).toBe(200);
    type Notice = { id: number; userHasliked: boolean };
    const ids = (res: { json(): unknown }) =>
      (res.json() as Notice[]).map((p) => [p.id, p.userHasliked]);

    expect(ids(await get('/api/posts/notices'))).toEqual([
      [byBob, false],
      [byAlice, false],
    ]);
    // Changed behind the cache's back: the member's answer comes from everyone's cached one.
    await t.database.db
      .updateTable('posts')
      .set({ title: '캐시 밖의 공지' })
      .where('id', '=', byAlice)
      .execute();
    const mine = await get('/api/posts/notices', dave);
    expect(mine.headers['cache-control']).toMatch(/private/);
    expect(mine.body).toContain('앨리스 공지');
    expect(ids(mine)).toEqual([
      [byBob, true],
      [byAlice, false],
    ]);

    // Blocking bob: dave's notices are rendered for her, without his.
    await block(dave, bob);
    const blocking = await get('/api/posts/notices', dave);
    expect(ids(blocking)).toEqual([[byAlice, false]]);
    expect(blocking.body).toContain('캐시 밖의 공지');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/boards', () => {
  it('lists the three built-in boards with their display names, icons and counts', async () => {
    const res = await t.app.inject({ url: '/api/boards' });
    expect(res.statusCode).toBe(200);
    const boards = res.json();
    expect(
      boards.map((b: { id: number; name: string; displayName: string }) => [
        b.id,
        b.name,
        b.displayName,
      ]),
    ).toEqual([
      [1, 'myeolgong', '멸공 게시판'],
      [2, 'stock', '투자 게시판'],
      [3, 'free', '자유 게시판'],
    ]);
    for (const board of boards) {
      expect(board.description).toMatch(/[가-힣]/);
      expect(board.iconUrl).toBe(`/board-icons/${board.name}.svg`);
      expect(board.iconImage).toBe(board.iconUrl);
      expect(board).toMatchObject({ subscribed: false, subscriberCount: 0, postCount: 0 });
      expect(new Date(board.createdAt).toISOString()).toBe(board.createdAt);
    }
  });
});

describe('GET /api/boards/:name', () => {
  it('finds a board by name, case-insensitively, and by its alias path', async () => {
    expect((await t.app.inject({ url: '/api/boards/stock' })).json().id).toBe(2);
    expect((await t.app.inject({ url: '/api/boards/FREE' })).json().id).toBe(3);
    expect((await t.app.inject({ url: '/boards/myeolgong' })).json().id).toBe(1);
  });

  it('answers an unknown board with a Korean 404', async () => {
    const res = await t.app.inject({ url: '/api/boards/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: '요청하신 게시판을 찾을 수 없습니다.',
    });
  });
});

describe('board lists, creation and subscriptions', () => {
  it('subscribes and unsubscribes by id and by name, idempotently, with exact counts', async () => {
    const { registerUser } = await import('../../../test/users');
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sub = (who: typeof a, path: string) =>
      t.app.inject({ method: 'POST', url: path, headers: who.auth });
    expect((await sub(a, '/api/boards/2/subscribe')).json()).toMatchObject({
      id: 2,
      subscribed: true,
      subscriberCount: 1,
    });
    expect((await sub(a, '/api/boards/stock/subscribe')).json()).toMatchObject({
      subscribed: true,
      subscriberCount: 1,
    });
    expect((await sub(b, '/api/boards/STOCK/subscribe')).json().subscriberCount).toBe(2);
    const list = (await t.app.inject({ url: '/api/boards', headers: a.auth })).json();
    expect(list.find((x: { id: number }) => x.id === 2).subscribed).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/boards/subscribed', headers: a.auth }))
        .json()
        .map((x: { id: number }) => x.id),
    ).toEqual([2]);
    expect((await t.app.inject({ url: '/api/boards/popular' })).json()[0].name).toBe('stock');
    expect((await sub(a, '/api/boards/2/unsubscribe')).json()).toMatchObject({
      subscribed: false,
      subscriberCount: 1,
    });
    expect((await sub(a, '/api/boards/stock/unsubscribe')).json().subscriberCount).toBe(1);
    expect((await t.app.inject({ url: '/api/boards/subscribed', headers: a.auth })).json()).toEqual(
      [],
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/boards/2/subscribe' })).statusCode,
    ).toBe(401);
    expect((await sub(a, '/api/boards/nope/subscribe')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/boards/subscribed' })).statusCode).toBe(401);
  });

  it('lets administrators create boards with valid, free names', async () => {
    const { registerUser } = await import('../../../test/users');
    const member = await registerUser(t.app);
    const boss = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ role: 'SUPER_ADMIN' })
      .where('id', '=', boss.user.id)
      .execute();
    const make = (who: typeof member, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/boards', headers: who.auth, payload });
    const denied = await make(member, { name: 'mine', displayName: '내 게시판' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('게시판은 관리자만 만들 수 있습니다.');
    const made = await make(boss, {
      name: 'Economy',
      displayName: '경제 게시판',
      description: '경제 이야기',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'economy',
      displayName: '경제 게시판',
      postCount: 0,
      subscriberCount: 0,
    });
    expect((await t.app.inject({ url: '/api/boards/new' })).json()[0].name).toBe('economy');
    expect((await make(boss, { name: 'economy', displayName: '중복' })).statusCode).toBe(409);
    expect((await make(boss, { name: 'all', displayName: '예약어' })).json().message).toBe(
      '사용할 수 없는 게시판 주소입니다.',
    );
    expect((await make(boss, { name: '한글', displayName: '한글 주소' })).statusCode).toBe(400);
    expect((await make(boss, { name: 'ok_name', displayName: 'x' })).json().message).toBe(
      '게시판 이름은 2~30자여야 합니다.',
    );
  });
});

describe('the board lists in the response cache (issue #24 item 5)', () => {
  it('serves anonymous lists from memory, adds a member their subscriptions, and drops them on every board write', async () => {
    const { registerUser } = await import('../../../test/users');
    const member = await registerUser(t.app);
    const boss = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ role: 'SUPER_ADMIN' })
      .where('id', '=', boss.user.id)
      .execute();
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers });
    const names = (res: { json(): unknown }) =>
      (res.json() as { name: string }[]).map((board) => board.name);

    t.app.responseCache.cache.clear();
    const first = await get('/api/boards');
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(first.headers.etag).toBeDefined();
    expect(t.app.responseCache.cache.get('/api/boards')).toBeDefined();
    expect((await get('/api/boards', { 'if-none-match': first.headers.etag! })).statusCode).toBe(
      304,
    );

    // Created: every list and the board's own answer show it at once.
    await get('/api/boards/cached');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: boss.auth,
      payload: { name: 'cached', displayName: '캐시 게시판' },
    });
    expect(made.statusCode).toBe(201);
    expect(names(await get('/api/boards'))).toContain('cached');
    expect(names(await get('/api/boards/new'))[0]).toBe('cached');
    expect((await get('/api/boards/cached')).statusCode).toBe(200);

    // A subscription moves the count for everyone and the mark for the member only.
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/boards/cached/subscribe',
      headers: member.auth,
    });
    expect(subscribed.statusCode).toBe(200);
    const cached = (list: { json(): unknown }) =>
      (list.json() as { name: string; subscribed: boolean; subscriberCount: number }[]).find(
        (board) => board.name === 'cached',
      )!;
    expect(cached(await get('/api/boards'))).toMatchObject({
      subscriberCount: 1,
      subscribed: false,
    });
    const mine = await get('/api/boards', member.auth);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(cached(mine)).toMatchObject({ subscriberCount: 1, subscribed: true });
    expect((await get('/api/boards/cached', member.auth)).json()).toMatchObject({
      subscribed: true,
    });
    expect(cached(await get('/api/boards', boss.auth)).subscribed).toBe(false);

    // A post on the board moves its count in the cached lists.
    const before = cached(await get('/api/boards')) as unknown as { postCount: number };
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '캐시 확인', content: '본문', boardName: 'cached' },
    });
    expect(post.statusCode).toBe(201);
    expect((await get('/api/boards/cached')).json().postCount).toBe(before.postCount + 1);
  });
});

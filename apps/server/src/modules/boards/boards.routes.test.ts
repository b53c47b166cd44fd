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

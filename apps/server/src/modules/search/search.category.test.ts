import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/** Search's `category=` (말머리, CONTRACT.md 'Community conventions'). */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let bob: Member;

beforeAll(async () => {
  t = await buildTestApp();
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  await t.database.db
    .updateTable('boards')
    .set({ categories: ['질문', '정보'] })
    .where('name', '=', 'free')
    .execute();
});
afterAll(async () => t.close());

async function create(title: string, category: string | null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: bob.auth,
    payload: { title, content: '반도체 이야기', boardName: 'free', category },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('search by category', () => {
  it('finds only the posts of that category, and every post without it', async () => {
    const question = await create('반도체 질문', '질문');
    const info = await create('반도체 정보', '정보');
    const plain = await create('반도체 잡담', null);
    const ids = async (extra: string) => {
      const res = await t.app.inject({
        url: `/api/posts/search?query=${encodeURIComponent('반도체')}${extra}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as { id: number; category: string | null }[]).map((p) => p.id);
    };
    expect(await ids(`&category=${encodeURIComponent('질문')}`)).toEqual([question]);
    expect(await ids(`&boardName=free&category=${encodeURIComponent('정보')}`)).toEqual([info]);
    expect(await ids('&scope=title&sort=likes&category=' + encodeURIComponent('정보'))).toEqual([
      info,
    ]);
    expect(await ids('')).toEqual([plain, info, question]);
    expect(await ids(`&category=${encodeURIComponent('없음')}`)).toEqual([]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/** GET /api/stock/mentions: today's mentions of the 관심종목 lists (issue 44 item 1). */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerUser(t.app, { nickname: '언급앨리스' });
  bob = await registerUser(t.app, { nickname: '언급밥' });
});
afterAll(async () => t.close());

const write = async (content: string, who: Member = alice) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title: '언급 시험', content, boardName: 'stock' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const comment = async (postId: number, content: string, who: Member = bob) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { postId, content },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const mentions = (codes: string) => t.app.inject({ url: `/api/stock/mentions?codes=${codes}` });

describe('GET /api/stock/mentions', () => {
  it("counts today's live posts and comments per stock, in the order asked", async () => {
    const first = await write('$삼성전자 오늘 오를까요');
    await write('$삼성전자 $SK하이닉스 둘 다');
    await comment(first, '$SK하이닉스 가 낫죠');
    await comment(first, '$삼성전자 동의');
    // Yesterday's post (KST) does not count, nor does a deleted one.
    const old = await write('$삼성전자 어제 글');
    await sql`UPDATE post_stocks SET post_created_at = now() - interval '2 days'
               WHERE post_id = ${old}`.execute(t.database.db);
    const gone = await write('$삼성전자 지울 글');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${gone}`,
      headers: alice.auth,
    });
    expect(deleted.statusCode).toBeLessThan(300);

    const res = await mentions('000660,005930,035420,999990');
    expect(res.statusCode).toBe(200);
    // 999990 is a well-formed code no stock has: left out. NAVER has no mention today: zero.
    expect(res.json()).toEqual([
      { stockCode: '000660', posts: 1, comments: 1 },
      { stockCode: '005930', posts: 2, comments: 1 },
      { stockCode: '035420', posts: 0, comments: 0 },
    ]);
  });

  it('answers nothing for no codes and refuses bad ones in Korean', async () => {
    expect((await mentions('')).json()).toEqual([]);
    const bad = await mentions('00593');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/종목코드/);
    const many = Array.from({ length: 101 }, (_, i) => String(100000 + i)).join(',');
    const tooMany = await mentions(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('종목코드는 한 번에 100개까지 조회할 수 있습니다.');
  });
});

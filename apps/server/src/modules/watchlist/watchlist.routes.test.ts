import { WATCHLIST_MAX } from '@myeolgong/contract/watchlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 관심종목 (CONTRACT.md 'Watchlist and stock alerts') on PGlite and PostgreSQL: the order added,
 * repeats that change nothing, the limit of 100 (also with adds at once), Korean refusals that
 * store nothing, and each member's own list.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let member: Member;
let other: Member;

beforeAll(async () => {
  t = await buildTestApp();
  member = await registerUser(t.app, { nickname: '관심종목러' });
  other = await registerUser(t.app, { nickname: '다른투자자' });
});
afterAll(async () => t.close());

const put = (who: Member | null, code: string) =>
  t.app.inject({ method: 'PUT', url: `/api/stock/watchlist/${code}`, headers: who?.auth ?? {} });
const del = (who: Member | null, code: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/stock/watchlist/${code}`, headers: who?.auth ?? {} });
const list = async (who: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stock/watchlist', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    stockCode: string;
    stockName: string;
    price: number;
    changeRate: number;
    changeSign: number;
    addedAt: string;
  }[];
};
const codes = () => t.app.stocks.listings().map((listing) => listing.code);

describe('the watchlist', () => {
  it('keeps the stocks in the order added, with their quotes; a repeat changes nothing', async () => {
    expect((await put(member, '005930')).statusCode).toBe(204);
    expect((await put(member, '000660')).statusCode).toBe(204);
    expect((await put(member, '005930')).statusCode).toBe(204);
    const watched = await list(member);
    expect(watched.map((s) => s.stockCode)).toEqual(['005930', '000660']);
    const quote = t.app.stocks.cachedQuote('005930')!;
    expect(watched[0]).toMatchObject({
      stockName: quote.stockName,
      price: quote.currentPrice,
      changeRate: quote.changeRate,
      changeSign: quote.changeSign,
    });
    expect(Date.parse(watched[0]!.addedAt)).not.toBeNaN();
    expect(await list(other)).toEqual([]);
  });

  it('removes a stock (again: 204) and keeps the rest in order', async () => {
    expect((await del(member, '005930')).statusCode).toBe(204);
    expect((await del(member, '005930')).statusCode).toBe(204);
    expect((await list(member)).map((s) => s.stockCode)).toEqual(['000660']);
    expect((await del(member, '000660')).statusCode).toBe(204);
  });

  it('refuses signed-out calls, malformed and unknown codes, in Korean, storing nothing', async () => {
    expect((await put(null, '005930')).statusCode).toBe(401);
    expect((await del(null, '005930')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/watchlist' })).statusCode).toBe(
      401,
    );
    const malformed = await put(member, '5930');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('종목코드는 6자리여야 합니다.');
    const unknown = await put(member, '999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('종목을 찾을 수 없습니다.');
    expect((await del(member, '999999')).statusCode).toBe(404);
    expect(await list(member)).toEqual([]);
  });

  it(`holds at most ${WATCHLIST_MAX} stocks, also when the last adds arrive at once`, async () => {
    const all = codes();
    expect(all.length).toBeGreaterThan(WATCHLIST_MAX + 5);
    for (const code of all.slice(0, WATCHLIST_MAX - 3)) {
      expect((await put(other, code)).statusCode).toBe(204);
    }
    const racing = await Promise.all(
      all.slice(WATCHLIST_MAX - 3, WATCHLIST_MAX + 3).map((code) => put(other, code)),
    );
    expect(racing.filter((res) => res.statusCode === 204)).toHaveLength(3);
    const refused = racing.filter((res) => res.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: '관심종목은 100개까지 담을 수 있습니다. 다른 종목을 빼고 다시 시도해주세요.',
    });
    expect(await list(other)).toHaveLength(WATCHLIST_MAX);
    // A stock already watched is still a 204 at the limit.
    expect((await put(other, all[0]!)).statusCode).toBe(204);
  });
});

import { PREDICTION_OPEN_MAX } from '@myeolgong/contract/predictions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 예측 기록 (CONTRACT.md 'Prediction record') on PGlite and PostgreSQL: a prediction priced by the
 * server, every refusal of the issue with its status and Korean message and nothing stored, the
 * 10-minute delete, the lists and the profile's record. Settling is settlement.test.ts.
 */
const MINUTE = 60_000;
// Monday 2026-11-16, 10:00 KST: a trading day with the market open.
let now = Date.parse('2026-11-16T10:00:00+09:00');
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let author: Member;
let other: Member;

beforeAll(async () => {
  t = await buildTestApp({}, { stocks: { clock: () => now } });
  author = await registerUser(t.app, { nickname: '예측하는이' });
  other = await registerUser(t.app, { nickname: '다른회원' });
});
afterAll(async () => t.close());

const create = (who: Member | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/predictions', headers: who?.auth ?? {}, payload });
const remove = (who: Member | null, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/predictions/${id}`, headers: who?.auth ?? {} });
const get = (url: string, who: Member | null = null) =>
  t.app.inject({ url, headers: who?.auth ?? {} });
const stored = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('predictions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const codes = () => t.app.stocks.listings().map((l) => l.code);

describe('leaving a prediction', () => {
  it('answers 201 with the server price, the settle time and nothing settled', async () => {
    const code = '005930';
    const res = await create(author, {
      stockCode: code,
      direction: 'UP',
      horizon: '1W',
      reason: '  실적 개선 기대  ',
      startPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    const quote = t.app.stocks.cachedQuote(code)!;
    expect(res.json()).toEqual({
      id: expect.any(Number),
      user: { id: author.user.id, nickname: '예측하는이', profileImage: null },
      stockCode: code,
      stockName: quote.stockName,
      direction: 'UP',
      horizon: '1W',
      reason: '실적 개선 기대',
      startPrice: quote.currentPrice,
      createdAt: new Date(now).toISOString(),
      settleAt: new Date(now + 7 * 24 * 60 * MINUTE).toISOString(),
      status: 'OPEN',
      endPrice: null,
      returnRate: null,
      hit: null,
      settledAt: null,
    });
    const month = await create(author, { stockCode: code, direction: 'DOWN', horizon: '1M' });
    expect(month.statusCode).toBe(201);
    expect(month.json()).toMatchObject({
      reason: null,
      settleAt: new Date(Date.parse('2026-12-16T10:00:00+09:00')).toISOString(),
    });
    const quarter = await create(author, { stockCode: code, direction: 'UP', horizon: '3M' });
    expect(quarter.json().settleAt).toBe(
      new Date(Date.parse('2027-02-16T10:00:00+09:00')).toISOString(),
    );
  });

  it('refuses bad input with the right status and a Korean message, storing nothing', async () => {
    const before = await stored();
    const cases: [object, number][] = [
      [{ stockCode: '000660', direction: 'SIDEWAYS', horizon: '1W' }, 400],
      [{ stockCode: '000660', direction: 'UP', horizon: '2W' }, 400],
      [{ stockCode: '000660', direction: 'UP' }, 400],
      [{ stockCode: '000660', horizon: '1W' }, 400],
      [{ stockCode: '000660', direction: 'UP', horizon: '1W', reason: '가'.repeat(501) }, 400],
      [{ stockCode: '000660', direction: 'UP', horizon: '1W', reason: 7 }, 400],
      [{ direction: 'UP', horizon: '1W' }, 400],
      [{ stockCode: '999999', direction: 'UP', horizon: '1W' }, 404],
      [{ stockCode: 'NOPE', direction: 'UP', horizon: '1W' }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await create(author, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const long = await create(author, {
      stockCode: '000660',
      direction: 'UP',
      horizon: '1W',
      reason: '가'.repeat(501),
    });
    expect(long.json().message).toContain('500자');
    expect(
      (await create(null, { stockCode: '000660', direction: 'UP', horizon: '1W' })).statusCode,
    ).toBe(401);
    const ok = await create(author, {
      stockCode: '000660',
      direction: 'UP',
      horizon: '1W',
      reason: '가'.repeat(500),
    });
    expect(ok.statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('one open prediction per stock and horizon (409), at most 20 open (400)', async () => {
    const member = await registerUser(t.app, { nickname: '한도시험' });
    const first = await create(member, { stockCode: '035420', direction: 'UP', horizon: '1W' });
    expect(first.statusCode).toBe(201);
    const again = await create(member, { stockCode: '035420', direction: 'DOWN', horizon: '1W' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/이미/);
    // Another member may, and another horizon may.
    expect(
      (await create(other, { stockCode: '035420', direction: 'DOWN', horizon: '1W' })).statusCode,
    ).toBe(201);
    expect(
      (await create(member, { stockCode: '035420', direction: 'DOWN', horizon: '1M' })).statusCode,
    ).toBe(201);
    const more = codes()
      .filter((c) => c !== '035420')
      .slice(0, PREDICTION_OPEN_MAX - 2);
    const made = await Promise.all(
      more.map((code) => create(member, { stockCode: code, direction: 'UP', horizon: '1W' })),
    );
    expect(made.map((r) => r.statusCode)).toEqual(more.map(() => 201));
    const over = await create(member, { stockCode: codes()[40]!, direction: 'UP', horizon: '3M' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(over.json().message).toContain('20개');
    const record = (await get(`/api/users/${member.user.id}`)).json().record;
    expect(record).toEqual({
      open: PREDICTION_OPEN_MAX,
      settled: 0,
      hits: 0,
      hitRate: null,
      avgReturn: null,
    });
  });

  it('twenty-one at once still stores twenty', async () => {
    const member = await registerUser(t.app, { nickname: '동시예측' });
    const list = codes().slice(50, 50 + PREDICTION_OPEN_MAX + 1);
    const res = await Promise.all(
      list.map((code) => create(member, { stockCode: code, direction: 'DOWN', horizon: '1W' })),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(PREDICTION_OPEN_MAX);
    expect(res.filter((r) => r.statusCode === 400)).toHaveLength(1);
  });
});

describe('deleting a prediction', () => {
  it('the author within 10 minutes (204); others 403; later 409; missing 404', async () => {
    const a = (
      await create(author, { stockCode: '051910', direction: 'UP', horizon: '1W' })
    ).json();
    const b = (
      await create(author, { stockCode: '051910', direction: 'UP', horizon: '1M' })
    ).json();
    expect((await remove(other, a.id)).statusCode).toBe(403);
    expect((await remove(null, a.id)).statusCode).toBe(401);
    now += 9 * MINUTE;
    expect((await remove(author, a.id)).statusCode).toBe(204);
    expect((await remove(author, a.id)).statusCode).toBe(404);
    now += 2 * MINUTE;
    const late = await remove(author, b.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/10분/);
    expect(
      (await get(`/api/users/${author.user.id}/predictions`))
        .json()
        .content.map((p: { id: number }) => p.id),
    ).toContain(b.id);
    expect((await remove(author, 99_999_999)).statusCode).toBe(404);
    expect((await remove(author, 0)).statusCode).toBe(400);
  });
});

describe('the lists', () => {
  it("a member's and a stock's, newest first, by status, paged; unknown ones 404", async () => {
    const mine = await get(`/api/users/${author.user.id}/predictions?size=2`);
    expect(mine.statusCode).toBe(200);
    const page = mine.json();
    expect(page).toMatchObject({ number: 0, size: 2, content: [{}, {}] });
    const all = (await get(`/api/users/${author.user.id}/predictions?size=100`)).json();
    expect(all.totalElements).toBe(page.totalElements);
    const times = all.content.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.content.every((p: { user: { id: number } }) => p.user.id === author.user.id)).toBe(
      true,
    );
    const open = (
      await get(`/api/users/${author.user.id}/predictions?status=OPEN&size=100`)
    ).json();
    expect(open.totalElements).toBe(all.totalElements);
    expect(
      (await get(`/api/users/${author.user.id}/predictions?status=SETTLED`)).json().totalElements,
    ).toBe(0);
    expect((await get(`/api/users/${author.user.id}/predictions?status=DONE`)).statusCode).toBe(
      400,
    );
    expect((await get('/api/users/99999999/predictions')).statusCode).toBe(404);

    const stock = (await get('/api/stock/035420/predictions')).json();
    expect(stock.content.map((p: { user: { id: number } }) => p.user.id).sort()).toEqual(
      expect.arrayContaining([other.user.id]),
    );
    expect(stock.content.every((p: { stockCode: string }) => p.stockCode === '035420')).toBe(true);
    expect((await get('/api/stock/999999/predictions')).statusCode).toBe(404);
  });
});

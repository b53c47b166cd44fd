import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 매수·매도 의견 writes are rate-limited like the other writes (writeGuard, the likes' limits
 * counted apart): past the limit a 429 with Retry-After and a Korean message, nothing stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'on', RATE_LIMIT_LIKES: '3/60' });
});
afterAll(async () => t.close());

describe('the write limit of stances', () => {
  it('answers 429 in Korean past the limit and stores nothing, also for DELETE', async () => {
    const member = await registerUser(t.app);
    const put = (stance: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/stock/005930/sentiment',
        headers: member.auth,
        payload: { stance },
      });
    expect((await put('BUY')).statusCode).toBe(200);
    expect((await put('SELL')).statusCode).toBe(200);
    expect((await put('HOLD')).statusCode).toBe(200);
    const over = await put('BUY');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(
      /^매수·매도 의견 요청이 너무 많습니다\. .+ 후에 다시 시도해 주세요\.$/,
    );
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: '/api/stock/005930/sentiment',
      headers: member.auth,
    });
    expect(withdraw.statusCode).toBe(429);
    const { rows } = await sql<{ stance: string }>`
      SELECT stance FROM stock_sentiments WHERE user_id = ${member.user.id}`.execute(t.database.db);
    expect(rows).toEqual([{ stance: 'HOLD' }]);
    // Reading is not a write: never limited.
    const read = await t.app.inject({ url: '/api/stock/005930/sentiment', headers: member.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().today).toMatchObject({ hold: 1, mine: 'HOLD' });
  });
});

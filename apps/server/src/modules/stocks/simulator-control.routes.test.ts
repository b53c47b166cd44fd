import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';
import { bandOf } from '../stock-alerts/stock-levels';

/**
 * STOCK_SIM_CONTROL: an operator moves a simulated stock, the shocked quote goes through the
 * tick like any other (watchers get their STOCK_MOVE), members cannot, and without the setting
 * the route does not exist.
 */
const NOW = Date.parse('2026-11-20T10:00:00+09:00');

describe('POST /api/admin/stock-sim/{stockCode}', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      buildTestApp({ ...OPERATOR_ENV, STOCK_SIM_CONTROL: 'on' }, { stocks: { clock: () => NOW } }),
      buildTestApp(OPERATOR_ENV, { stocks: { clock: () => NOW } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  const calmCode = (t: TestApp) =>
    t.app.stocks
      .listings()
      .map((l) => t.app.stocks.cachedQuote(l.code)!)
      .find((q) => bandOf(q) === 0 && q.changeRate > -2 && q.changeRate < 2)!.stockCode;

  it("moves the stock for an operator, and a watcher's bell has the STOCK_MOVE", async () => {
    const code = calmCode(on);
    const member = await registerUser(on.app, { nickname: '충격관찰' });
    const put = await on.app.inject({
      method: 'PUT',
      url: `/api/stock/watchlist/${code}`,
      headers: member.auth,
    });
    expect(put.statusCode).toBe(204);

    const refused = await on.app.inject({
      method: 'POST',
      url: `/api/admin/stock-sim/${code}`,
      headers: member.auth,
      payload: { to: 6 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('운영자만 시세를 움직일 수 있습니다.');

    const operator = await signInOperator(on.app);
    const bad = await on.app.inject({
      method: 'POST',
      url: `/api/admin/stock-sim/${code}`,
      headers: operator.auth,
      payload: { to: 45 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await on.app.inject({
      method: 'POST',
      url: '/api/admin/stock-sim/999999',
      headers: operator.auth,
      payload: { to: 6 },
    });
    expect(unknown.statusCode).toBe(404);

    const res = await on.app.inject({
      method: 'POST',
      url: `/api/admin/stock-sim/${code}`,
      headers: operator.auth,
      payload: { to: 6 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changeRate).toBeGreaterThanOrEqual(5.5);
    expect(on.app.stocks.cachedQuote(code)!.currentPrice).toBe(res.json().currentPrice);
    await on.app.stockAlerts.idle();
    const list = (await on.app.inject({ url: '/api/notifications', headers: member.auth })).json();
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({ type: 'STOCK_MOVE', stockCode: code });
  });

  it('does not exist without STOCK_SIM_CONTROL', async () => {
    const operator = await signInOperator(off.app);
    const res = await off.app.inject({
      method: 'POST',
      url: `/api/admin/stock-sim/${calmCode(off)}`,
      headers: operator.auth,
      payload: { to: 6 },
    });
    expect(res.statusCode).toBe(404);
  });
});

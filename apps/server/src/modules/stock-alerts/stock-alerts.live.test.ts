import { userQueues } from '@myeolgong/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { stompClient, type StompTestClient } from '../../../test/stomp';
import { registerUser } from '../../../test/users';
import { MarketSimulator } from '../stocks/simulator';
import { shippedUniverse } from '../stocks/universe';
import { bandOf } from './stock-levels';

/**
 * A STOCK_MOVE from the simulator's own price path, driven by a test clock: the first stock
 * that opens inside ±5 % and reaches +5 % in the morning session is watched, the clock walks
 * minute by minute to that moment, and the watcher's open STOMP session receives the
 * notification (the list item and the unread count) once.
 */
const MINUTE = 60_000;
const OPEN = Date.parse('2026-11-20T09:00:30+09:00');

/** The stock and the minute of its first +5 % on that day, found with a simulator of our own. */
function firstCrossing(seed: number) {
  const sim = new MarketSimulator(shippedUniverse(), { seed });
  sim.advance(OPEN, true);
  const calm = new Set(
    sim
      .list()
      .map((l) => sim.quote(l.code)!)
      .filter((q) => bandOf(q) === 0)
      .map((q) => q.stockCode),
  );
  for (let m = 1; m <= 120; m += 1) {
    const up = sim
      .advance(OPEN + m * MINUTE, false)
      .find((q) => calm.has(q.stockCode) && bandOf(q) === 1);
    if (up) return { code: up.stockCode, minute: m };
  }
  throw new Error('no +5% crossing this morning');
}

describe('a STOCK_MOVE arrives live when the simulator crosses +5%', () => {
  let now = OPEN;
  let t: TestApp;
  let client: StompTestClient | undefined;
  beforeAll(async () => {
    t = await buildTestApp({}, { stocks: { clock: () => now } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await client?.client.deactivate().catch(() => undefined);
    await t?.close();
  });

  it('once, in the list shape with the unread count', async () => {
    const { code, minute } = firstCrossing(t.config.STOCK_SIM_SEED);
    const member = await registerUser(t.app, { nickname: '실시간종목' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/stock/watchlist/${code}`,
      headers: member.auth,
    });
    expect(put.statusCode).toBe(204);
    client = stompClient(t.app, { token: member.token });
    await client.connected;
    const queue = await client.subscribe(userQueues.notifications);

    for (let m = 1; m <= minute + 2; m += 1) {
      now = OPEN + m * MINUTE;
      await t.app.stocks.tick();
      await t.app.stockAlerts.idle();
    }
    await expect.poll(() => queue.length, { timeout: 5000 }).toBe(1);
    const body = JSON.parse(queue[0]!.body);
    const listed = (await t.app.inject({ url: '/api/notifications', headers: member.auth })).json()
      .content;
    expect(listed).toHaveLength(1);
    expect(body).toEqual({ ...listed[0], unreadCount: 1 });
    expect(body).toMatchObject({ type: 'STOCK_MOVE', stockCode: code, actor: null });
    expect(body.text).toMatch(/^.+ \+5\.\d% \([\d,]+원\)$/);
    const quote = t.app.stocks.cachedQuote(code)!;
    expect(body.stockName).toBe(quote.stockName);
  });
});

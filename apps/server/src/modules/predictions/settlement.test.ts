import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * The settlement job with the stock clock (a 1-week horizon passes in the test) on PGlite and
 * PostgreSQL: nothing before the first close at or after settleAt, then each prediction on that
 * day's daily close from the provider, once (a second run, a second instance at the same moment,
 * an edit in SQL change nothing), a notification to each author, a restart that catches up on
 * the closes it missed, and the record and the leaders checked against the rows.
 */
// Each test writes and settles dozens of predictions, some with a second instance.
vi.setConfig({ testTimeout: 120_000 });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Monday 2026-11-16, 10:00 KST.
const START = Date.parse('2026-11-16T10:00:00+09:00');
let now = START;
const clock = { clock: () => now };
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await buildTestApp({}, { stocks: clock });
});
afterAll(async () => t.close());

const create = (app: TestApp, who: Member, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/predictions', headers: who.auth, payload });
/** Moves the clock and the simulator's session to `at`. */
async function moveTo(app: TestApp, at: number) {
  now = at;
  await app.app.stocks.tick();
}
const rows = () => t.app.db.selectFrom('predictions').selectAll().orderBy('id').execute();
/** The provider's close of a stock on a KST date. */
async function closeOn(app: TestApp, code: string, date: string) {
  const bars = await app.app.stocks.history(code, '1m');
  return bars.find((b) => b.time.slice(0, 10) === date)?.close;
}
type Listed = {
  id: number;
  status: string;
  startPrice: number;
  endPrice: number | null;
  returnRate: number | null;
  hit: boolean | null;
  direction: string;
  settledAt: string | null;
};
const listOf = async (app: TestApp, who: Member) =>
  (await app.app.inject({ url: `/api/users/${who.user.id}/predictions?size=100` })).json()
    .content as Listed[];

describe('settling predictions', () => {
  it('settles on the first close at or after settleAt, once, and tells the author', async () => {
    const member = await registerUser(t.app, { nickname: '일주일예측' });
    const codes = t.app.stocks
      .listings()
      .slice(0, 6)
      .map((l) => l.code);
    for (const [i, code] of codes.entries()) {
      const res = await create(t, member, {
        stockCode: code,
        direction: i % 2 ? 'DOWN' : 'UP',
        horizon: '1W',
      });
      expect(res.statusCode).toBe(201);
    }
    // Due at Monday 2026-11-23 10:00; that day's close is at 15:30 (and final ten minutes on).
    await moveTo(t, START + 7 * DAY);
    expect(await t.app.predictions.settle()).toBe(0);
    await moveTo(t, Date.parse('2026-11-23T15:35:00+09:00'));
    expect(await t.app.predictions.settle()).toBe(0);
    await moveTo(t, Date.parse('2026-11-23T15:45:00+09:00'));
    expect(await t.app.predictions.settle()).toBe(codes.length);

    const listed = await listOf(t, member);
    for (const p of listed) {
      const row = (await rows()).find((r) => Number(r.id) === p.id)!;
      const close = await closeOn(t, row.stock_code, '2026-11-23');
      expect(close).toBeGreaterThan(0);
      expect(p).toMatchObject({ status: 'SETTLED', endPrice: close });
      expect(p.returnRate).toBeCloseTo((close! - p.startPrice) / p.startPrice, 12);
      expect(p.hit).toBe(p.direction === 'UP' ? close! > p.startPrice : close! < p.startPrice);
      expect(p.settledAt).toBe(new Date('2026-11-23T15:30:00+09:00').toISOString());
      expect(row.end_date).toBeTruthy();
    }
    const notes = (
      await t.app.inject({ url: '/api/notifications?size=50', headers: member.auth })
    ).json().content;
    expect(notes).toHaveLength(codes.length);
    expect(notes[0]).toMatchObject({ type: 'PREDICTION_SETTLED', actor: null, postId: null });
    expect(
      notes.every((n: { text: string }) =>
        /1주 '(오른다|내린다)' 예측 (적중|빗나감): [\d,]+원 → [\d,]+원 \([+-]?\d+\.\d%\)$/.test(
          n.text,
        ),
      ),
    ).toBe(true);

    // The record is the rows' figures.
    const record = (await t.app.inject({ url: `/api/users/${member.user.id}` })).json().record;
    const hits = listed.filter((p) => p.hit).length;
    const mean = listed.reduce((s, p) => s + p.returnRate!, 0) / listed.length;
    expect(record).toMatchObject({ open: 0, settled: codes.length, hits });
    expect(record.hitRate).toBeCloseTo(hits / codes.length, 12);
    expect(record.avgReturn).toBeCloseTo(mean, 12);

    // Idempotent: again later, nothing changes; SQL cannot edit a settled row either.
    const before = await rows();
    await moveTo(t, Date.parse('2026-11-25T16:00:00+09:00'));
    expect(await t.app.predictions.settle()).toBe(0);
    expect(await rows()).toEqual(before);
    await expect(
      t.app.db
        .updateTable('predictions')
        .set({ end_price: 1 })
        .where('id', '=', before[0]!.id)
        .execute(),
    ).rejects.toThrow();
    expect(
      (await t.app.inject({ url: '/api/notifications?size=50', headers: member.auth })).json()
        .content,
    ).toHaveLength(codes.length);
  });

  it('a restart mid-way catches up on the closes missed while down, settling nothing twice', async () => {
    now = Date.parse('2026-11-30T10:00:00+09:00'); // Monday
    // An instance of its own on the same database: it stops, another one starts later.
    const first = await buildTestApp({}, { stocks: clock, sameDatabaseAs: t });
    const member = await registerUser(first.app, { nickname: '재시작예측' });
    await first.app.stocks.tick();
    expect(
      (await create(first, member, { stockCode: '005930', direction: 'UP', horizon: '1W' }))
        .statusCode,
    ).toBe(201);
    await moveTo(first, Date.parse('2026-12-01T10:00:00+09:00'));
    expect(
      (await create(first, member, { stockCode: '000660', direction: 'DOWN', horizon: '1W' }))
        .statusCode,
    ).toBe(201);
    await moveTo(first, Date.parse('2026-12-07T16:00:00+09:00'));
    expect(await first.app.predictions.settle()).toBe(1);
    const settledFirst = (await listOf(first, member)).find((p) => p.status === 'SETTLED')!;

    // Down from Monday evening to Wednesday evening: Tuesday's close is missed, then caught up
    // by the run at start (the interval itself is an hour away).
    await first.close();
    now = Date.parse('2026-12-09T18:00:00+09:00');
    const second = await buildTestApp(
      { PREDICTIONS_SETTLE_INTERVAL_MS: '3600000' },
      { stocks: clock, sameDatabaseAs: t },
    );
    try {
      await expect
        .poll(
          async () => (await listOf(second, member)).filter((p) => p.status === 'SETTLED').length,
          {
            timeout: 20_000,
          },
        )
        .toBe(2);
      const after = await listOf(second, member);
      expect(after.find((p) => p.id === settledFirst.id)).toEqual(settledFirst);
      const caught = after.find((p) => p.id !== settledFirst.id)!;
      expect(caught.endPrice).toBe(await closeOn(second, '000660', '2026-12-08'));
      expect(caught.settledAt).toBe(new Date('2026-12-08T15:30:00+09:00').toISOString());
      const notes = (
        await second.app.inject({ url: '/api/notifications', headers: member.auth })
      ).json();
      expect(notes.totalElements).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('two settlers at the same moment settle each prediction once', async () => {
    now = Date.parse('2026-11-30T10:00:00+09:00');
    await t.app.stocks.tick();
    const b = await buildTestApp({}, { stocks: clock, sameDatabaseAs: t });
    try {
      const members = await Promise.all(
        [0, 1, 2].map((i) => registerUser(t.app, { nickname: `경쟁예측${i}` })),
      );
      const codes = t.app.stocks
        .listings()
        .slice(10, 16)
        .map((l) => l.code);
      for (const m of members)
        for (const code of codes)
          expect(
            (await create(t, m, { stockCode: code, direction: 'UP', horizon: '1W' })).statusCode,
          ).toBe(201);
      now = Date.parse('2026-12-07T16:00:00+09:00');
      await Promise.all([t.app.stocks.tick(), b.app.stocks.tick()]);
      const [x, y] = await Promise.all([t.app.predictions.settle(), b.app.predictions.settle()]);
      const total = members.length * codes.length;
      // Whichever got there first settled them; the other found them settled or the lock taken.
      const left = await Promise.all([t.app.predictions.settle(), b.app.predictions.settle()]);
      expect(x + y + left[0] + left[1]).toBe(total);
      for (const m of members) {
        const notes = (
          await t.app.inject({ url: '/api/notifications?size=50', headers: m.auth })
        ).json();
        expect(notes.totalElements).toBe(codes.length);
        expect((await listOf(b, m)).every((p) => p.status === 'SETTLED')).toBe(true);
      }
    } finally {
      await b.close();
    }
  });
});

describe('the leaders and the badges', () => {
  it('members with at least 10 settled, by hit rate; a month or all; per stock; badges', async () => {
    now = Date.parse('2026-11-30T10:00:00+09:00');
    await t.app.stocks.tick();
    const pros = await Promise.all(
      [0, 1].map((i) => registerUser(t.app, { nickname: `고수${i}` })),
    );
    const novice = await registerUser(t.app, { nickname: '초보' });
    const codes = t.app.stocks
      .listings()
      .slice(20, 32)
      .map((l) => l.code);
    for (const [i, code] of codes.entries()) {
      await create(t, pros[0]!, { stockCode: code, direction: 'UP', horizon: '1W' });
      await create(t, pros[1]!, { stockCode: code, direction: 'DOWN', horizon: '1W' });
      if (i < 9) await create(t, novice, { stockCode: code, direction: 'UP', horizon: '1W' });
    }
    await moveTo(t, Date.parse('2026-12-07T16:00:00+09:00'));
    await t.app.predictions.settle();

    const leaders = (await t.app.inject({ url: '/api/predictions/leaders?period=all' })).json() as {
      user: { id: number };
      settled: number;
      hits: number;
      hitRate: number;
      avgReturn: number;
    }[];
    const ids = leaders.map((l) => l.user.id);
    expect(ids).toEqual(expect.arrayContaining(pros.map((p) => p.user.id)));
    expect(ids).not.toContain(novice.user.id);
    for (let i = 1; i < leaders.length; i += 1)
      expect(leaders[i - 1]!.hitRate).toBeGreaterThanOrEqual(leaders[i]!.hitRate);
    for (const pro of pros) {
      const mine = await listOf(t, pro);
      const row = leaders.find((l) => l.user.id === pro.user.id)!;
      const hits = mine.filter((p) => p.hit).length;
      expect(row).toMatchObject({ settled: codes.length, hits });
      expect(row.hitRate).toBeCloseTo(hits / codes.length, 12);
      expect(row.avgReturn).toBeCloseTo(
        mine.reduce((s, p) => s + p.returnRate!, 0) / mine.length,
        12,
      );
    }
    const month = (await t.app.inject({ url: '/api/predictions/leaders?period=month' })).json();
    expect(month.map((l: { user: { id: number } }) => l.user.id)).toEqual(
      expect.arrayContaining(pros.map((p) => p.user.id)),
    );
    expect(
      (await t.app.inject({ url: `/api/predictions/leaders?stockCode=${codes[0]}` })).json(),
    ).toEqual([]);
    expect((await t.app.inject({ url: '/api/predictions/leaders?period=week' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: '/api/predictions/leaders?stockCode=999999' })).statusCode,
    ).toBe(404);

    const badges = (
      await t.app.inject({
        url: `/api/predictions/badges?userIds=${pros[0]!.user.id},${novice.user.id}`,
      })
    ).json();
    expect(badges).toEqual([
      { userId: pros[0]!.user.id, settled: codes.length, hitRate: expect.any(Number) },
    ]);
    expect((await t.app.inject({ url: '/api/predictions/badges?userIds=a,b' })).statusCode).toBe(
      400,
    );
    // From 5 settled on, the hit rate shows (below, null: predictions.routes.test.ts).
    const record = (await t.app.inject({ url: `/api/users/${novice.user.id}` })).json().record;
    expect(record).toMatchObject({ settled: 9, hitRate: expect.any(Number) });
  });
});

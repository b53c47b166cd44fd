import type { Notification } from '@myeolgong/contract/notifications';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { ScriptedMarket } from '../../../test/scripted-market';
import { registerUser } from '../../../test/users';
import { bandOf, kstDate, levelsOf, moveText } from './stock-levels';

/**
 * 종목 소식 (CONTRACT.md 'Watchlist and stock alerts') on PGlite and PostgreSQL: every level of
 * STOCK_MOVE once per stock and trading day (seen twice, after a restart, on two instances at
 * once), the watcher's settings, unwatched stocks, and STOCK_BUZZ on both sides of its threshold.
 * Quotes come from the simulator with a hand on the tape (test/scripted-market.ts) through
 * app.stocks.tick(), the path of every quote change.
 */
type Member = Awaited<ReturnType<typeof registerUser>>;

const only = describe.skipIf(process.env.TEST_DB === 'postgres');

only('levels', () => {
  it('bands, their levels and the text', () => {
    const q = (changeRate: number, changeSign = changeRate > 0 ? 2 : changeRate < 0 ? 5 : 3) => ({
      changeRate,
      changeSign: changeSign as 1 | 2 | 3 | 4 | 5,
    });
    expect([4.99, 5, 9.99, 10, -4.99, -5, -10].map((r) => bandOf(q(r)))).toEqual([
      0, 1, 1, 2, 0, -1, -2,
    ]);
    expect(bandOf(q(29.9, 1))).toBe(3);
    expect(bandOf(q(-29.9, 4))).toBe(-3);
    expect(levelsOf(3)).toEqual(['UP5', 'UP10', 'UPPER']);
    expect(levelsOf(-2)).toEqual(['DOWN5', 'DOWN10']);
    expect(levelsOf(0)).toEqual([]);
    const samsung = { stockName: '삼성전자', changeRate: 5.23, currentPrice: 71_300 };
    expect(moveText(samsung, 'UP5')).toBe('삼성전자 +5.2% (71,300원)');
    expect(moveText({ ...samsung, changeRate: 29.96 }, 'UPPER')).toBe(
      '삼성전자 상한가 +30.0% (71,300원)',
    );
    expect(moveText({ ...samsung, changeRate: -10 }, 'DOWN10')).toBe('삼성전자 -10.0% (71,300원)');
    // 00:30 in Seoul is still the previous day in UTC.
    expect(kstDate(Date.parse('2026-11-19T15:30:00Z'))).toBe('2026-11-20');
  });
});

let t: TestApp;
let market: ScriptedMarket;
let watcher: Member;
let quiet: Member;
let bystander: Member;
let calm: string[];
/** The stocks' clock: the simulator is always open, so its session is the KST date of `now`. */
let now = Date.now();

const watch = async (who: Member, code: string) =>
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/stock/watchlist/${code}`,
        headers: who.auth,
      })
    ).statusCode,
  ).toBe(204);
const stockNews = async (who: Member, app = t.app) => {
  const res = await app.inject({ url: '/api/notifications?size=100', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json().content as Notification[]).filter(
    (n) => n.type === 'STOCK_MOVE' || n.type === 'STOCK_BUZZ',
  );
};
/** One quote change through the app's quote path, evaluated and written. */
const tick = async (app = t.app) => {
  await app.stocks.tick();
  await app.stockAlerts.idle();
};

beforeAll(async () => {
  market = new ScriptedMarket();
  t = await buildTestApp({}, { stocks: { provider: market, clock: () => now } });
  calm = market.calmCodes();
  watcher = await registerUser(t.app, { nickname: '종목알림러' });
  quiet = await registerUser(t.app, { nickname: '알림끈회원' });
  bystander = await registerUser(t.app, { nickname: '구경꾼' });
  const off = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/settings',
    headers: quiet.auth,
    payload: { STOCK_MOVE: false },
  });
  expect(off.json()).toMatchObject({ STOCK_MOVE: false, STOCK_BUZZ: true, COMMENT: true });
});
afterAll(async () => t?.close());

describe('STOCK_MOVE', () => {
  it('settings carry the two new keys, on by default', async () => {
    const res = await t.app.inject({ url: '/api/notifications/settings', headers: watcher.auth });
    expect(res.json()).toMatchObject({ STOCK_MOVE: true, STOCK_BUZZ: true });
  });

  it('tells every watcher each level up once: +5%, +10%, 상한가', async () => {
    const code = calm[0]!;
    await watch(watcher, code);
    await watch(quiet, code);
    const up5 = market.move(code, 5.3);
    await tick();
    let news = await stockNews(watcher);
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({
      type: 'STOCK_MOVE',
      stockCode: code,
      stockName: up5.stockName,
      text: moveText(up5, 'UP5'),
      actor: null,
      postId: null,
      read: false,
      count: 1,
    });
    // The same crossing seen again, a dip and a second crossing the same day: nothing new.
    market.move(code, 5.6);
    await tick();
    market.move(code, 3);
    await tick();
    market.move(code, 6);
    await tick();
    expect(await stockNews(watcher)).toHaveLength(1);

    const up10 = market.move(code, 10.4);
    await tick();
    const upper = market.move(code, 'UPPER');
    await tick();
    news = await stockNews(watcher);
    expect(news.map((n) => n.text)).toEqual([
      moveText(upper, 'UPPER'),
      moveText(up10, 'UP10'),
      moveText(up5, 'UP5'),
    ]);
    expect(upper.changeSign).toBe(1);
    expect(news[0]!.text).toContain('상한가');
    // The watcher who turned STOCK_MOVE off, and the member who watches nothing: none.
    expect(await stockNews(quiet)).toEqual([]);
    expect(await stockNews(bystander)).toEqual([]);
  });

  it('and each level down once: -5%, -10%, 하한가', async () => {
    const code = calm[1]!;
    await watch(watcher, code);
    const texts: string[] = [];
    for (const to of [-5.2, -10.1, 'LOWER'] as const) {
      const quote = market.move(code, to);
      texts.unshift(moveText(quote, levelsOf(bandOf(quote)).at(-1)!));
      await tick();
      await tick();
    }
    const news = (await stockNews(watcher)).filter((n) => n.stockCode === code);
    expect(news.map((n) => n.text)).toEqual(texts);
    expect(news[0]!.text).toContain('하한가');
  });

  it('a gap past two levels tells the higher one, and both are kept', async () => {
    const code = calm[2]!;
    await watch(watcher, code);
    const quote = market.move(code, 11);
    await tick();
    market.move(code, 7);
    await tick();
    market.move(code, 12);
    await tick();
    const news = (await stockNews(watcher)).filter((n) => n.stockCode === code);
    expect(news.map((n) => n.text)).toEqual([moveText(quote, 'UP10')]);
  });

  it('an unwatched stock writes nothing', async () => {
    const code = calm[3]!;
    market.move(code, 'UPPER');
    await tick();
    const rows = await t.database.db
      .selectFrom('stock_alerts_sent')
      .selectAll()
      .where('stock_code', '=', code)
      .execute();
    expect(rows).toEqual([]);
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('stock_code', '=', code)
      .execute();
    expect(notes).toEqual([]);
  });

  it('the next trading day tells the same level again', async () => {
    const code = calm[4]!;
    await watch(watcher, code);
    market.move(code, 5.5);
    await tick();
    market.move(code, 2);
    await tick();
    const today = now;
    now += 86_400_000;
    try {
      market.move(code, 5.5, new Date(now));
      await tick();
    } finally {
      now = today;
    }
    const news = (await stockNews(watcher)).filter((n) => n.stockCode === code);
    expect(news).toHaveLength(2);
  });

  it('a restart (another instance on the same database) does not tell it again', async () => {
    const code = calm[5]!;
    await watch(watcher, code);
    market.move(code, 5.5);
    await tick();
    expect((await stockNews(watcher)).filter((n) => n.stockCode === code)).toHaveLength(1);
    // A new instance with its own memory whose first snapshot already shows the stock up 5.5 %
    // (and sees the crossing again on its first tick).
    const again = new ScriptedMarket();
    await again.start(Date.now());
    again.move(code, 5.5);
    const second = await buildTestApp({}, { stocks: { provider: again }, sameDatabaseAs: t });
    try {
      await second.app.stockAlerts.idle();
      again.move(code, 5.7);
      await tick(second.app);
      expect(
        (await stockNews(watcher, second.app)).filter((n) => n.stockCode === code),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('two instances seeing the same crossing at once tell it once', async () => {
    const codes = calm.slice(6, 9);
    for (const code of codes) await watch(watcher, code);
    await watch(bystander, codes[0]!);
    const other = new ScriptedMarket();
    const second = await buildTestApp({}, { stocks: { provider: other }, sameDatabaseAs: t });
    try {
      for (const code of codes) {
        market.move(code, 10.2);
        other.move(code, 10.2);
      }
      await Promise.all([tick(), tick(second.app)]);
      for (const code of codes)
        expect((await stockNews(watcher)).filter((n) => n.stockCode === code)).toHaveLength(1);
      expect(await stockNews(bystander)).toHaveLength(1);
      const sent = await t.database.db
        .selectFrom('stock_alerts_sent')
        .select(['stock_code', 'level'])
        .where('stock_code', 'in', codes)
        .execute();
      expect(sent).toHaveLength(codes.length * 2);
    } finally {
      await second.close();
    }
  });
});

describe('STOCK_BUZZ', () => {
  /** `count` posts mentioning the stock at `at` (written as the stock-talk module keeps them). */
  async function mentions(code: string, name: string, count: number, at: Date) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO posts (board_id, author_id, type, title, content, created_at, updated_at)
      SELECT (SELECT min(id) FROM boards), ${bystander.user.id}, 'TEXT', '종목 언급 ' || g,
             ${`$${name} 이야기`}, ${at}, ${at}
        FROM generate_series(1, ${count}::int) g
      RETURNING id`.execute(t.database.db);
    await t.database.db
      .insertInto('post_stocks')
      .values(
        rows.map((r) => ({
          post_id: r.id,
          stock_code: code,
          stock_name: name,
          position: 0,
          post_created_at: at,
        })),
      )
      .execute();
  }

  it('tells watchers at 10 mentions in the last hour (not at 9), once a day', async () => {
    const code = calm[10]!;
    const name = t.app.stocks.cachedQuote(code)!.stockName;
    await watch(watcher, code);
    const now = new Date();
    await mentions(code, name, 9, new Date(now.getTime() - 30 * 60_000));
    expect(await t.app.stockAlerts.checkBuzz(now)).toBe(0);
    // The tenth mention: a comment through the API, as members write them.
    const postId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: bystander.auth,
        payload: { title: '오늘 이 종목', content: '본문' },
      })
    ).json().id as number;
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bystander.auth,
      payload: { postId, content: `$${code} 오늘 무슨 일이죠` },
    });
    expect(comment.statusCode).toBe(201);
    const later = new Date(Date.now() + 1000);
    expect(await t.app.stockAlerts.checkBuzz(later)).toBe(1);
    const news = (await stockNews(watcher)).filter((n) => n.type === 'STOCK_BUZZ');
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ stockCode: code, stockName: name });
    expect(news[0]!.text).toBe(`${name} 언급 급증: 최근 1시간 10회 (지난 7일 시간당 평균 0.0회)`);
    // Once a day.
    await mentions(code, name, 5, new Date(later.getTime() - 60_000));
    expect(await t.app.stockAlerts.checkBuzz(new Date(later.getTime() + 1000))).toBe(0);
  });

  it('needs 3× the hourly average of the week before', async () => {
    const code = calm[11]!;
    const name = t.app.stocks.cachedQuote(code)!.stockName;
    await watch(watcher, code);
    const now = new Date();
    // 12 in the last hour; 673 in the week before: an average of 4.006 an hour, 3× is 12.02.
    await mentions(code, name, 12, new Date(now.getTime() - 10 * 60_000));
    await mentions(code, name, 673, new Date(now.getTime() - 2 * 86_400_000));
    expect(await t.app.stockAlerts.checkBuzz(now)).toBe(0);
    // One more mention in the hour: 13 ≥ 12.02.
    await mentions(code, name, 1, new Date(now.getTime() - 5 * 60_000));
    expect(await t.app.stockAlerts.checkBuzz(now)).toBe(1);
  });

  it('respects the STOCK_BUZZ setting', async () => {
    const code = calm[12]!;
    const name = t.app.stocks.cachedQuote(code)!.stockName;
    await watch(quiet, code);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: quiet.auth,
      payload: { STOCK_BUZZ: false },
    });
    const now = new Date();
    await mentions(code, name, 10, new Date(now.getTime() - 60_000));
    expect(await t.app.stockAlerts.checkBuzz(now)).toBe(0);
    expect(await stockNews(quiet)).toEqual([]);
  });
});

import type { Sentiment, SentimentChoice, Stance } from '@myeolgong/contract/sentiment';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 매수·매도 의견 (CONTRACT.md 'Member sentiment') on PGlite and PostgreSQL: one stance per member,
 * stock and Korean day, changeable and withdrawn that day; counters equal to the rows after
 * random sequences and concurrent writes; the timeline with the closes; Korean refusals that
 * store nothing; a post's stance on its first mentioned stock.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
const members: Member[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 6; i += 1) members.push(await registerUser(t.app, { nickname: `의견${i}` }));
});
afterAll(async () => t.close());

const SAMSUNG = '005930';
const HYNIX = '000660';
const url = (code: string, query = '') => `/api/stock/${code}/sentiment${query}`;
const put = (who: Member | null, code: string, stance: unknown) =>
  t.app.inject({ method: 'PUT', url: url(code), headers: who?.auth ?? {}, payload: { stance } });
const del = (who: Member | null, code: string) =>
  t.app.inject({ method: 'DELETE', url: url(code), headers: who?.auth ?? {} });
const get = async (who: Member | null, code: string, query = '') => {
  const res = await t.app.inject({ url: url(code, query), headers: who?.auth ?? {} });
  expect(res.statusCode).toBe(200);
  return res.json() as Sentiment;
};
const choose = async (who: Member, code: string, stance: Stance) => {
  const res = await put(who, code, stance);
  expect(res.statusCode).toBe(200);
  return res.json() as SentimentChoice;
};

/** Every counter row against a count of the rows it stands for (both directions). */
async function countersMatchRows() {
  const { rows } = await sql<{ stock_code: string; day: string; counted: string; kept: string }>`
    WITH counted AS (
      SELECT stock_code, day, json_build_object(
               'buy', count(*) FILTER (WHERE stance = 'BUY'),
               'sell', count(*) FILTER (WHERE stance = 'SELL'),
               'hold', count(*) FILTER (WHERE stance = 'HOLD'))::text AS counted
        FROM stock_sentiments GROUP BY stock_code, day),
    kept AS (
      SELECT stock_code, day, json_build_object('buy', buy, 'sell', sell, 'hold', hold)::text AS kept
        FROM stock_sentiment_counts WHERE buy + sell + hold > 0)
    SELECT coalesce(c.stock_code, k.stock_code) AS stock_code, coalesce(c.day, k.day)::text AS day,
           coalesce(c.counted, '') AS counted, coalesce(k.kept, '') AS kept
      FROM counted c FULL JOIN kept k ON k.stock_code = c.stock_code AND k.day = c.day`.execute(
    t.database.db,
  );
  for (const row of rows) expect(row.kept, `${row.stock_code} ${row.day}`).toBe(row.counted);
}

describe('choosing a stance', () => {
  it('answers the stance and today’s counts; a change moves one count; DELETE withdraws', async () => {
    const [a, b] = members;
    expect(await choose(a!, SAMSUNG, 'BUY')).toEqual({
      stance: 'BUY',
      today: { buy: 1, sell: 0, hold: 0 },
    });
    expect((await choose(b!, SAMSUNG, 'HOLD')).today).toEqual({ buy: 1, sell: 0, hold: 1 });
    // Again: nothing changes.
    expect((await choose(a!, SAMSUNG, 'BUY')).today).toEqual({ buy: 1, sell: 0, hold: 1 });
    expect(await choose(a!, SAMSUNG, 'SELL')).toEqual({
      stance: 'SELL',
      today: { buy: 0, sell: 1, hold: 1 },
    });
    expect((await get(a!, SAMSUNG)).today).toEqual({ buy: 0, sell: 1, hold: 1, mine: 'SELL' });
    expect((await get(null, SAMSUNG)).today).toEqual({ buy: 0, sell: 1, hold: 1, mine: null });

    const withdrawn = await del(a!, SAMSUNG);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ stance: null, today: { buy: 0, sell: 0, hold: 1 } });
    // Again: the same answer.
    expect((await del(a!, SAMSUNG)).json()).toEqual({
      stance: null,
      today: { buy: 0, sell: 0, hold: 1 },
    });
    expect((await get(a!, SAMSUNG)).today.mine).toBeNull();
    // Each stock counts apart.
    expect((await get(b!, HYNIX)).today).toEqual({ buy: 0, sell: 0, hold: 0, mine: null });
    await del(b!, SAMSUNG);
    await countersMatchRows();
  });

  it('keeps the counters equal to the rows after random sequences', async () => {
    // A fixed-seed generator: the same sequence every run.
    let seed = 44;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const stocks = [SAMSUNG, HYNIX, '035420'];
    const options: (Stance | null)[] = ['BUY', 'SELL', 'HOLD', null];
    const expected = new Map<string, Stance>();
    for (let step = 0; step < 60; step += 1) {
      const who = random(members.length);
      const code = stocks[random(stocks.length)]!;
      const stance = options[random(options.length)]!;
      const res =
        stance === null ? await del(members[who]!, code) : await put(members[who]!, code, stance);
      expect(res.statusCode).toBe(200);
      if (stance === null) expected.delete(`${who}:${code}`);
      else expected.set(`${who}:${code}`, stance);
    }
    await countersMatchRows();
    for (const code of stocks) {
      const today = (await get(null, code)).today;
      const mine = [...expected].filter(([key]) => key.endsWith(`:${code}`)).map(([, s]) => s);
      expect(today).toEqual({
        buy: mine.filter((s) => s === 'BUY').length,
        sell: mine.filter((s) => s === 'SELL').length,
        hold: mine.filter((s) => s === 'HOLD').length,
        mine: null,
      });
    }
  });

  it('counts once when the same member’s writes arrive at once, and every member’s together', async () => {
    const code = '051910';
    const [a] = members;
    const racing = await Promise.all(
      (['BUY', 'SELL', 'HOLD', 'BUY', 'SELL', 'HOLD'] as const).map((s) => put(a!, code, s)),
    );
    expect(racing.every((res) => res.statusCode === 200)).toBe(true);
    const today = (await get(a!, code)).today;
    expect(today.buy + today.sell + today.hold).toBe(1);
    expect(today[today.mine!.toLowerCase() as 'buy' | 'sell' | 'hold']).toBe(1);

    const everyone = await Promise.all(members.map((m) => put(m, code, 'HOLD')));
    expect(everyone.every((res) => res.statusCode === 200)).toBe(true);
    expect((await get(null, code)).today).toEqual({
      buy: 0,
      sell: 0,
      hold: members.length,
      mine: null,
    });
    await Promise.all(members.flatMap((m) => [del(m, code), put(m, code, 'SELL'), del(m, code)]));
    await countersMatchRows();
  });
});

describe('refusals', () => {
  const stored = async () =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM stock_sentiments`.execute(t.database.db))
        .rows[0]!.n,
    );

  it('refuses signed-out writes, bad stances, bad and unknown codes in Korean, storing nothing', async () => {
    const before = await stored();
    const signedOut = await put(null, SAMSUNG, 'BUY');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toMatch(/로그인/);
    expect((await del(null, SAMSUNG)).statusCode).toBe(401);

    for (const stance of ['STRONG_BUY', 'buy', '', null, 1]) {
      const bad = await put(members[0]!, SAMSUNG, stance);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('매수(BUY), 매도(SELL), 관망(HOLD)');
    }
    const unknown = await put(members[0]!, '999999', 'BUY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('종목을 찾을 수 없습니다.');
    expect((await del(members[0]!, '999999')).statusCode).toBe(404);
    const malformed = await put(members[0]!, '5930', 'BUY');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('종목코드는 6자리여야 합니다.');
    expect(await stored()).toBe(before);
  });

  it('reads days of 1..365 only, whole numbers; an unknown stock is 404', async () => {
    for (const days of ['0', '366', '1.5', 'abc', '-3']) {
      const res = await t.app.inject({ url: url(SAMSUNG, `?days=${days}`) });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message).toContain('기간(days)은 1부터 365까지의 정수');
    }
    const unknown = await t.app.inject({ url: url('999999') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('종목을 찾을 수 없습니다.');
  });

  it('refuses a restricted member', async () => {
    const held = await registerUser(t.app, { nickname: '제한회원' });
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date('2099-01-02T03:00:00Z') })
      .where('id', '=', held.user.id)
      .execute();
    const before = await stored();
    const res = await put(held, SAMSUNG, 'BUY');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('매수·매도 의견을 남길 수 없습니다.');
    expect(await stored()).toBe(before);
  });
});

describe('the timeline', () => {
  it('lists every day of the window oldest first with its counts and the close', async () => {
    const code = '035720';
    const [a, b] = members;
    await choose(a!, code, 'BUY');
    await choose(b!, code, 'SELL');
    // Two earlier days, written as a member of that day would have (the trigger counts them).
    await sql`
      INSERT INTO stock_sentiments (user_id, stock_code, day, stance) VALUES
        (${a!.user.id}, ${code}, sentiment_day(now()) - 2, 'HOLD'),
        (${b!.user.id}, ${code}, sentiment_day(now()) - 2, 'HOLD'),
        (${a!.user.id}, ${code}, sentiment_day(now()) - 40, 'BUY')`.execute(t.database.db);

    const month = await get(a!, code);
    expect(month.days).toHaveLength(30);
    const dates = month.days.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    const today = month.days.at(-1)!;
    expect(today).toMatchObject({ buy: 1, sell: 1, hold: 0 });
    expect(month.today).toEqual({ buy: 1, sell: 1, hold: 0, mine: 'BUY' });
    expect(month.days.at(-3)).toMatchObject({ buy: 0, sell: 0, hold: 2 });
    expect(month.days.at(-2)).toMatchObject({ buy: 0, sell: 0, hold: 0 });
    // Consecutive calendar days.
    for (let i = 1; i < dates.length; i += 1) {
      expect(Date.parse(dates[i]!) - Date.parse(dates[i - 1]!)).toBe(86_400_000);
    }

    // The closes are the daily bars of the stock's history, null on days without a session.
    const bars = await t.app.stocks.history(code, '1m');
    const closes = new Map(bars.map((bar) => [bar.time.slice(0, 10), bar.close]));
    expect(closes.size).toBeGreaterThan(10);
    for (const day of month.days) expect(day.close).toBe(closes.get(day.date) ?? null);
    expect(month.days.filter((d) => d.close !== null).length).toBeGreaterThan(10);

    const year = await get(null, code, '?days=365');
    expect(year.days).toHaveLength(365);
    expect(year.days.at(-41)).toMatchObject({ buy: 1, sell: 0, hold: 0 });
    expect(year.days.slice(-30)).toEqual(month.days);
    const one = await get(null, code, '?days=1');
    expect(one.days).toEqual([today]);
    await countersMatchRows();
  });
});

describe('a post’s stance', () => {
  const write = async (who: Member, content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: who.auth,
      payload: { title: '의견 글', content, boardName: 'stock' },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; stance: Stance | null };
  };

  it('carries its author’s stance on the first mentioned stock when posted, kept after', async () => {
    const author = await registerUser(t.app, { nickname: '글쓴투자자' });
    await choose(author, '005380', 'SELL');
    await choose(author, '000270', 'BUY');
    const post = await write(author, '$현대차 그리고 $기아 이야기');
    expect(post.stance).toBe('SELL');
    // The second stock's stance is not the post's; no stock, no stance.
    expect((await write(author, '$삼성SDI 그리고 $기아')).stance).toBeNull();
    expect((await write(author, '종목 없는 글')).stance).toBeNull();

    // Kept when the stance changes later, in the detail and in the stock's discussion.
    await choose(author, '005380', 'BUY');
    const detail = await t.app.inject({ url: `/api/posts/${post.id}` });
    expect(detail.json().stance).toBe('SELL');
    const talk = await t.app.inject({ url: '/api/stock/005380/posts' });
    const listed = (talk.json().content as { id: number; stance: Stance | null }[]).find(
      (p) => p.id === post.id,
    );
    expect(listed?.stance).toBe('SELL');
    // Another member's stance is never the post's.
    await choose(members[0]!, '006400', 'HOLD');
    expect((await write(author, '$삼성SDI 전망')).stance).toBeNull();
  });
});

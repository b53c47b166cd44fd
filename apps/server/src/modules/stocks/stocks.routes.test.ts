import { topicDestination, topics } from '@myeolgong/contract/realtime';
import type { HistoryPoint, MarketIndex, MarketStatus, Stock } from '@myeolgong/contract/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { stompClient } from '../../../test/stomp';

/** Friday 2026-11-20, 10:30 KST: in session. */
const START = Date.parse('2026-11-20T01:30:00Z');

describe('stock API', () => {
  let t: TestApp;
  let now = START;
  const published: { destination: string; body: unknown }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      { STOCK_SIM_TICK_MS: '0', STOCK_SIM_SEED: '7' },
      {
        stocks: { clock: () => now },
        beforeReady: (app) => {
          const original = app.realtime.publish.bind(app.realtime);
          app.realtime.publish = async (topic, body) => {
            published.push({ destination: topicDestination(topic, body), body });
            return original(topic, body);
          };
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('lists the 10 most traded stocks by default, sorted by volume', async () => {
    const { status, body } = await get<Stock[]>('/api/stock/popular');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    const volumes = body.map((s) => s.volume ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'stockCode',
        'stockName',
        'currentPrice',
        'changePrice',
        'changeRate',
        'changeSign',
        'volume',
        'openPrice',
        'highPrice',
        'lowPrice',
        'prevClosePrice',
        'transactionAmount',
        'per',
        'pbr',
        'lastUpdated',
      ].sort(),
    );
  });

  it('lists gainers and losers by change rate with signs that agree', async () => {
    const gainers = (await get<Stock[]>('/api/stock/gainers?limit=20')).body;
    const losers = (await get<Stock[]>('/api/stock/losers?limit=5')).body;
    expect(gainers).toHaveLength(20);
    expect(losers).toHaveLength(5);
    const up = gainers.map((s) => s.changeRate);
    expect(up).toEqual([...up].sort((a, b) => b - a));
    const down = losers.map((s) => s.changeRate);
    expect(down).toEqual([...down].sort((a, b) => a - b));
    for (const s of [...gainers, ...losers]) {
      if (s.changeRate > 0) expect([1, 2]).toContain(s.changeSign);
      if (s.changeRate < 0) expect([4, 5]).toContain(s.changeSign);
      if (s.changePrice === 0) expect(s.changeSign).toBe(3);
      expect(s.changePrice).toBe(s.currentPrice - s.prevClosePrice!);
    }
  });

  it.each(['0', '51', '-1', '1e9', 'abc', '2.5'])('refuses limit=%s with 400', async (limit) => {
    for (const path of ['popular', 'gainers', 'losers', 'search?name=삼성&']) {
      const sep = path.includes('?') ? '' : '?';
      const { status, body } = await get<{ code: string; message: string }>(
        `/api/stock/${path}${sep}limit=${limit}`,
      );
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/limit/);
    }
  });

  it('accepts limit 1 and 50', async () => {
    expect((await get<Stock[]>('/api/stock/popular?limit=1')).body).toHaveLength(1);
    expect((await get<Stock[]>('/api/stock/popular?limit=50')).body).toHaveLength(50);
  });

  it('answers KOSPI, KOSDAQ and KOSPI200', async () => {
    const { status, body } = await get<MarketIndex[]>('/api/stock/indices');
    expect(status).toBe(200);
    expect(body.map((i) => i.indexCode)).toEqual(['KOSPI', 'KOSDAQ', 'KOSPI200']);
    expect(body.map((i) => i.indexName)).toEqual(['코스피', '코스닥', '코스피 200']);
    for (const index of body) {
      expect(index.currentValue).toBeGreaterThan(0);
      expect(index.lastUpdated).toMatch(/Z$/);
    }
  });

  it('searches by Korean name, partial name, initial consonants, English name and code', async () => {
    const names = async (q: string) =>
      (await get<Stock[]>(`/api/stock/search?name=${encodeURIComponent(q)}`)).body.map(
        (s) => s.stockName,
      );
    expect((await names('삼성전자'))[0]).toBe('삼성전자');
    expect(await names('삼성')).toContain('삼성바이오로직스');
    expect((await names('ㅅㅅㅈㅈ'))[0]).toBe('삼성전자');
    expect((await names('삼성저'))[0]).toBe('삼성전자');
    expect((await names('samsung electronics'))[0]).toBe('삼성전자');
    expect((await names('hynix'))[0]).toBe('SK하이닉스');
    expect((await names('005930'))[0]).toBe('삼성전자');
    expect(
      (await get<Stock[]>('/api/stock/search?query=%EC%B9%B4%EC%B9%B4%EC%98%A4')).body[0]
        ?.stockName,
    ).toBe('카카오');
  });

  it('answers an empty list for a blank or missing search', async () => {
    for (const url of [
      '/api/stock/search?name=',
      '/api/stock/search?name=%20%20',
      '/api/stock/search',
    ]) {
      const { status, body } = await get<Stock[]>(url);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
  });

  it('answers one stock with every field, 400 for a malformed code and 404 for an unknown one', async () => {
    const { status, body } = await get<Stock>('/api/stock/info/005930');
    expect(status).toBe(200);
    expect(body.stockName).toBe('삼성전자');
    expect(body.prevClosePrice).toBeGreaterThan(0);
    expect(body.per).toBeGreaterThan(0);
    for (const code of ['12345', '1234567', 'abcdef', '00593o', '0059-0']) {
      const bad = await get<{ code: string; message: string }>(`/api/stock/info/${code}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('종목코드는 6자리여야 합니다.');
    }
    // KRX's newer alphanumeric codes have the right form: unknown, not malformed.
    expect((await get('/api/stock/info/00593O')).status).toBe(404);
    const missing = await get<{ code: string; message: string }>('/api/stock/info/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect(missing.body.message).toBe('종목을 찾을 수 없습니다.');
  });

  it('answers history: minute bars for 1d and daily bars for 1w, 1m and 1y', async () => {
    const day = await get<HistoryPoint[]>('/api/stock/history/005930?range=1d');
    expect(day.status).toBe(200);
    // 09:00 to 10:30: 91 bars, the last one in progress.
    expect(day.body).toHaveLength(91);
    expect(day.body[0]!.time).toBe('2026-11-20T00:00:00.000Z');
    const quote = (await get<Stock>('/api/stock/info/005930')).body;
    expect(day.body.at(-1)!.close).toBe(quote.currentPrice);
    expect(day.body[0]!.open).toBe(quote.openPrice);
    for (const bar of day.body) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
    }
    const week = (await get<HistoryPoint[]>('/api/stock/history/005930?range=1w')).body;
    expect(week.map((b) => b.time.slice(0, 10))).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(week.at(-1)!.close).toBe(quote.currentPrice);
    expect(week.at(-2)!.close).toBe(quote.prevClosePrice);
    const month = (await get<HistoryPoint[]>('/api/stock/history/005930?range=1m')).body;
    expect(month.length).toBeGreaterThanOrEqual(20);
    const year = (await get<HistoryPoint[]>('/api/stock/history/005930?range=1y')).body;
    expect(year.length).toBeGreaterThan(240);
    expect((await get<HistoryPoint[]>('/api/stock/history/005930')).body).toHaveLength(91);
    expect((await get('/api/stock/history/005930?range=5y')).status).toBe(400);
    expect((await get('/api/stock/history/12345?range=1d')).status).toBe(400);
    expect((await get('/api/stock/history/999999?range=1d')).status).toBe(404);
  });

  it('answers the watch list quotes in the order asked, leaving unknown codes out', async () => {
    const { status, body } = await get<Stock[]>('/api/stock/quotes?codes=000660,999999,005930');
    expect(status).toBe(200);
    expect(body.map((s) => s.stockCode)).toEqual(['000660', '005930']);
    expect((await get('/api/stock/quotes?codes=12')).status).toBe(400);
    expect((await get<Stock[]>('/api/stock/quotes')).body).toEqual([]);
  });

  it('tells the market status', async () => {
    const { body } = await get<MarketStatus>('/api/stock/market-status');
    expect(body).toMatchObject({
      state: 'open',
      label: '장중',
      sessionDate: '2026-11-20',
      nextOpen: '2026-11-23T00:00:00.000Z',
      provider: 'simulator',
    });
  });

  it('publishes changed quotes on /topic/stocks after a tick', async () => {
    const before = (await get<Stock>('/api/stock/info/005930')).body;
    published.length = 0;
    now += 30_000;
    const changed = await t.app.stocks.tick();
    expect(changed.length).toBeGreaterThan(0);
    const whole = published.filter((p) => p.destination === topics.stocks);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.body).toEqual(changed);
    // And each changed quote on its own topic, once.
    const single = published.filter((p) => p.destination !== topics.stocks);
    expect(single.map((p) => p.destination).sort()).toEqual(
      changed.map((q) => topics.stock(q.stockCode)).sort(),
    );
    const samsung = changed.find((q) => q.stockCode === '005930');
    if (samsung) {
      expect(single.find((p) => p.destination === '/topic/stocks/005930')!.body).toEqual(samsung);
    }
    const after = (await get<Stock>('/api/stock/info/005930')).body;
    expect(after.volume).toBeGreaterThanOrEqual(before.volume!);
  });

  it('keeps the close after 15:30 and says 장마감, then 휴장 at the weekend', async () => {
    now = Date.parse('2026-11-20T07:00:00Z'); // 16:00 KST
    await t.app.stocks.tick();
    const closed = (await get<MarketStatus>('/api/stock/market-status')).body;
    expect(closed.state).toBe('closed');
    expect(closed.label).toBe('장마감');
    const close = (await get<Stock>('/api/stock/info/005930')).body;
    const bars = (await get<HistoryPoint[]>('/api/stock/history/005930?range=1d')).body;
    expect(bars).toHaveLength(390);
    expect(bars.at(-1)!.close).toBe(close.currentPrice);
    now = Date.parse('2026-11-21T03:00:00Z'); // Saturday noon
    expect(await t.app.stocks.tick()).toEqual([]);
    const weekend = (await get<MarketStatus>('/api/stock/market-status')).body;
    expect(weekend).toMatchObject({ state: 'holiday', label: '휴장', sessionDate: '2026-11-20' });
    expect((await get<Stock>('/api/stock/info/005930')).body.currentPrice).toBe(close.currentPrice);
  });
});

// The real-time path does not depend on the database: once, on PGlite.
describe.skipIf(process.env.TEST_DB === 'postgres')('/topic/stocks over STOMP', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await buildTestApp({ STOCK_SIM_TICK_MS: '0' }, { stocks: { clock: () => now } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers the changed quotes of a tick to a subscriber', async () => {
    const client = stompClient(t.app);
    await client.connected;
    const received: Stock[][] = [];
    await client.subscribe(topics.stocks, (message) => received.push(JSON.parse(message.body)));
    now += 5_000;
    const changed = await t.app.stocks.tick();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual(changed);
    await client.disconnect();
  });

  it('delivers the quote of one stock on /topic/stocks/{code}, none of the others', async () => {
    const client = stompClient(t.app);
    await client.connected;
    const received: Stock[] = [];
    await client.subscribe(topics.stock('005930'), (message) =>
      received.push(JSON.parse(message.body)),
    );
    let quote: Stock | undefined;
    for (let i = 0; i < 20 && !quote; i++) {
      now += 5_000;
      quote = (await t.app.stocks.tick()).find((q) => q.stockCode === '005930');
    }
    expect(quote).toBeDefined();
    await expect.poll(() => received.at(-1)).toEqual(quote);
    expect(received.every((q) => q.stockCode === '005930')).toBe(true);
    await client.disconnect();
  });
});

// Issue #24 item 6: ticks faster than STOCK_PUSH_INTERVAL_MS reach a subscriber as one message.
describe.skipIf(process.env.TEST_DB === 'postgres')('lean stock pushes over STOMP', () => {
  const INTERVAL = 3000;
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await buildTestApp(
      { STOCK_SIM_TICK_MS: '0', STOCK_PUSH_INTERVAL_MS: String(INTERVAL) },
      { stocks: { clock: () => now } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends at most one message per interval, with the latest quote of each changed stock', async () => {
    const client = stompClient(t.app);
    await client.connected;
    const received: { at: number; quotes: Stock[] }[] = [];
    await client.subscribe(topics.stocks, (message) =>
      received.push({ at: Date.now(), quotes: JSON.parse(message.body) }),
    );
    const one: Stock[] = [];
    await client.subscribe(topics.stock('005930'), (message) => one.push(JSON.parse(message.body)));
    now += 5_000;
    const first = await t.app.stocks.tick();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.quotes).toEqual(first);

    // Four more ticks at once: they wait for the interval to end and go together.
    const latest = new Map(first.map((q) => [q.stockCode, q]));
    for (let i = 0; i < 4; i++) {
      now += 5_000;
      for (const quote of await t.app.stocks.tick()) latest.set(quote.stockCode, quote);
    }
    await expect.poll(() => received.length, { timeout: INTERVAL * 3 }).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 1; i < received.length; i++) {
      expect(received[i]!.at - received[i - 1]!.at).toBeGreaterThanOrEqual(INTERVAL - 100);
    }
    // Each message names a stock once; together they leave every stock at its latest quote.
    const shown = new Map<string, Stock>();
    for (const { quotes } of received) {
      expect(new Set(quotes.map((q) => q.stockCode)).size).toBe(quotes.length);
      for (const quote of quotes) shown.set(quote.stockCode, quote);
    }
    expect(shown).toEqual(latest);
    // The stock's own topic follows the same rhythm.
    if (latest.has('005930')) await expect.poll(() => one.at(-1)).toEqual(latest.get('005930'));
    expect(one.length).toBeLessThanOrEqual(received.length);
    await client.disconnect();
  });
});

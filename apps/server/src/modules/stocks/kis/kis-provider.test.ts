import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stock } from '@myeolgong/contract/stocks';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildTestApp } from '../../../../test/app';
import { shippedUniverse } from '../universe';
import { KisProvider } from './kis-provider';

/**
 * A local stand-in for the KIS Open API (no internet here): the REST calls and the real-time
 * WebSocket, answering in the shapes of KIS's documentation, with switches for failures.
 */
class FakeKis {
  readonly server = http.createServer((req, res) => this.handle(req, res));
  readonly wss = new WebSocketServer({ server: this.server });
  tokensIssued = 0;
  requests: { path: string; trId: string; at: number; params: URLSearchParams }[] = [];
  down = false;
  expireTokenOnce = false;
  price = 71_900;
  sockets: WebSocket[] = [];
  subscriptions: string[] = [];

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.wss.on('connection', (socket) => {
      this.sockets.push(socket);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          header: { approval_key: string; tr_type: string };
          body: { input: { tr_id: string; tr_key: string } };
        };
        if (message.header.approval_key !== 'approval-1') return;
        if (message.header.tr_type === '1') this.subscriptions.push(message.body.input.tr_key);
        socket.send(
          JSON.stringify({
            header: {
              tr_id: message.body.input.tr_id,
              tr_key: message.body.input.tr_key,
              encrypt: 'N',
            },
            body: {
              rt_cd: '0',
              msg_cd: 'OPSP0000',
              msg1: 'SUBSCRIBE SUCCESS',
              output: { iv: 'x', key: 'y' },
            },
          }),
        );
      });
    });
    const { port } = this.server.address() as AddressInfo;
    return { baseUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` };
  }

  async close() {
    for (const socket of this.sockets) socket.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** A H0STCNT0 record as KIS sends it: 46 fields joined by ^. */
  trade(code: string, price: number, volume: number) {
    const f = new Array<string>(46).fill('0');
    f[0] = code;
    f[1] = '101500';
    f[2] = String(price);
    f[3] = '2';
    f[4] = String(price - 71_000);
    f[5] = (((price - 71_000) / 71_000) * 100).toFixed(2);
    f[7] = '71000';
    f[8] = String(Math.max(price, 72_000));
    f[9] = '70500';
    f[13] = String(volume);
    f[14] = String(volume * price);
    const text = `0|H0STCNT0|001|${f.join('^')}`;
    for (const socket of this.sockets) socket.send(text);
  }

  private json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://kis');
    if (this.down)
      return this.json(res, 500, { rt_cd: '1', msg_cd: 'EGW00500', msg1: '시스템 오류' });
    if (req.method === 'POST' && url.pathname === '/oauth2/tokenP') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const input = JSON.parse(body) as { appkey: string; appsecret: string; grant_type: string };
        if (
          input.appkey !== 'key' ||
          input.appsecret !== 'secret' ||
          input.grant_type !== 'client_credentials'
        ) {
          return this.json(res, 403, {
            error_code: 'EGW00103',
            error_description: '유효하지 않은 AppKey입니다.',
          });
        }
        this.tokensIssued += 1;
        return this.json(res, 200, {
          access_token: `token-${this.tokensIssued}`,
          token_type: 'Bearer',
          expires_in: 86400,
          access_token_token_expired: '2026-11-21 10:30:00',
        });
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/Approval') {
      return this.json(res, 200, { approval_key: 'approval-1' });
    }
    const trId = String(req.headers.tr_id ?? '');
    this.requests.push({ path: url.pathname, trId, at: Date.now(), params: url.searchParams });
    if (
      req.headers.authorization !== `Bearer token-${this.tokensIssued}` ||
      req.headers.appkey !== 'key' ||
      req.headers.appsecret !== 'secret'
    ) {
      return this.json(res, 500, {
        rt_cd: '1',
        msg_cd: 'EGW00121',
        msg1: '유효하지 않은 token 입니다.',
      });
    }
    if (this.expireTokenOnce) {
      this.expireTokenOnce = false;
      return this.json(res, 500, {
        rt_cd: '1',
        msg_cd: 'EGW00123',
        msg1: '기간이 만료된 token 입니다.',
      });
    }
    const ok = (body: object) =>
      this.json(res, 200, {
        rt_cd: '0',
        msg_cd: 'MCA00000',
        msg1: '정상처리 되었습니다.',
        ...body,
      });
    switch (trId) {
      case 'FHPUP02100000': {
        const code = url.searchParams.get('FID_INPUT_ISCD');
        const level = { '0001': '2650.31', '1001': '870.12', '2001': '355.40' }[code ?? ''] ?? '0';
        return ok({
          output: {
            bstp_nmix_prpr: level,
            bstp_nmix_prdy_vrss: '-12.34',
            prdy_vrss_sign: '5',
            bstp_nmix_prdy_ctrt: '-0.46',
            acml_vol: '412345',
          },
        });
      }
      case 'FHPST01710000':
        return ok({
          output: [
            {
              hts_kor_isnm: '삼성전자',
              mksc_shrn_iscd: '005930',
              data_rank: '1',
              stck_prpr: String(this.price),
              prdy_vrss_sign: '2',
              prdy_vrss: '900',
              prdy_ctrt: '1.27',
              acml_vol: '15234567',
              acml_tr_pbmn: '1093456789000',
            },
            {
              hts_kor_isnm: 'SK하이닉스',
              mksc_shrn_iscd: '000660',
              data_rank: '2',
              stck_prpr: '181000',
              prdy_vrss_sign: '5',
              prdy_vrss: '-2000',
              prdy_ctrt: '-1.09',
              acml_vol: '3456789',
              acml_tr_pbmn: '625678900000',
            },
          ],
        });
      case 'FHPST01700000': {
        const up = url.searchParams.get('fid_rank_sort_cls_code') === '0';
        return ok({
          output: up
            ? [
                {
                  stck_shrn_iscd: '247540',
                  data_rank: '1',
                  hts_kor_isnm: '에코프로비엠',
                  stck_prpr: '167400',
                  prdy_vrss: '38600',
                  prdy_vrss_sign: '1',
                  prdy_ctrt: '29.97',
                  acml_vol: '2345678',
                  stck_hgpr: '167400',
                  stck_lwpr: '130000',
                },
              ]
            : [
                {
                  stck_shrn_iscd: '035720',
                  data_rank: '1',
                  hts_kor_isnm: '카카오',
                  stck_prpr: '30000',
                  prdy_vrss: '-2300',
                  prdy_vrss_sign: '5',
                  prdy_ctrt: '-7.12',
                  acml_vol: '5345678',
                  stck_hgpr: '32300',
                  stck_lwpr: '29900',
                },
              ],
        });
      }
      case 'FHKST01010100':
        return ok({
          output: {
            stck_prpr:
              url.searchParams.get('FID_INPUT_ISCD') === '005930' ? String(this.price) : '10000',
            prdy_vrss: '900',
            prdy_vrss_sign: '2',
            prdy_ctrt: '1.27',
            acml_vol: '15234567',
            acml_tr_pbmn: '1093456789000',
            stck_oprc: '71000',
            stck_hgpr: '72000',
            stck_lwpr: '70500',
            stck_sdpr: '71000',
            per: '14.52',
            pbr: '1.21',
          },
        });
      case 'FHKST03010100':
        return ok({
          output1: { hts_kor_isnm: '삼성전자' },
          output2: [
            {
              stck_bsop_date: '20261120',
              stck_clpr: '71900',
              stck_oprc: '71000',
              stck_hgpr: '72000',
              stck_lwpr: '70500',
              acml_vol: '15234567',
              acml_tr_pbmn: '1093456789000',
            },
            {
              stck_bsop_date: '20261119',
              stck_clpr: '71000',
              stck_oprc: '70000',
              stck_hgpr: '71500',
              stck_lwpr: '69800',
              acml_vol: '12000000',
              acml_tr_pbmn: '850000000000',
            },
          ],
        });
      case 'FHKST03010200':
        return ok({
          output1: {},
          output2: [
            {
              stck_bsop_date: '20261120',
              stck_cntg_hour: '090200',
              stck_prpr: '71200',
              stck_oprc: '71100',
              stck_hgpr: '71300',
              stck_lwpr: '71000',
              cntg_vol: '50000',
            },
            {
              stck_bsop_date: '20261120',
              stck_cntg_hour: '090100',
              stck_prpr: '71100',
              stck_oprc: '71000',
              stck_hgpr: '71200',
              stck_lwpr: '70900',
              cntg_vol: '80000',
            },
          ],
        });
      default:
        return this.json(res, 404, { rt_cd: '1', msg_cd: 'EGW00000', msg1: 'unknown tr_id' });
    }
  }
}

const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
};

describe.skipIf(process.env.TEST_DB === 'postgres')('KIS adapter against a fake KIS server', () => {
  let kis: FakeKis;
  let urls: { baseUrl: string; wsUrl: string };
  let now = Date.parse('2026-11-20T01:15:00Z');
  const providers: KisProvider[] = [];
  const make = (extra: Partial<ConstructorParameters<typeof KisProvider>[0]> = {}) => {
    const provider = new KisProvider({
      appKey: 'key',
      appSecret: 'secret',
      ...urls,
      universe: shippedUniverse(),
      requestsPerSecond: 20,
      clock: () => now,
      log: silent,
      sweepPerPoll: 2,
      realtime: false,
      ...extra,
    });
    providers.push(provider);
    return provider;
  };

  beforeAll(async () => {
    kis = new FakeKis();
    urls = await kis.listen();
  });
  afterEach(async () => {
    await Promise.all(providers.splice(0).map((p) => p.stop()));
    kis.down = false;
  });
  afterAll(async () => {
    await kis.close();
  });

  it('issues one token, reuses it, and maps every field to SPEC.md names', async () => {
    const provider = make();
    const issued = kis.tokensIssued;
    await provider.start(now);
    await provider.refresh(now + 5000);
    expect(kis.tokensIssued).toBe(issued + 1);
    const samsung = provider.quote('005930')!;
    expect(samsung).toEqual<Stock>({
      stockCode: '005930',
      stockName: '삼성전자',
      currentPrice: 71_900,
      changePrice: 900,
      changeRate: 1.27,
      changeSign: 2,
      volume: 15_234_567,
      openPrice: 71_000,
      highPrice: 72_000,
      lowPrice: 70_500,
      prevClosePrice: 71_000,
      transactionAmount: 1_093_456_789_000,
      per: 14.52,
      pbr: 1.21,
      lastUpdated: new Date(now + 5000).toISOString(),
    });
    const hynix = provider.quote('000660')!;
    expect(hynix).toMatchObject({
      currentPrice: 181_000,
      changePrice: -2000,
      changeRate: -1.09,
      changeSign: 5,
    });
    expect(provider.rankings('volume', 10).map((s) => s.stockCode)).toEqual(['005930', '000660']);
    expect(provider.rankings('gainers', 10)[0]).toMatchObject({
      stockCode: '247540',
      changeSign: 1,
      changeRate: 29.97,
    });
    expect(provider.rankings('losers', 10)[0]).toMatchObject({
      stockCode: '035720',
      changePrice: -2300,
      changeRate: -7.12,
    });
    expect(provider.indices()).toEqual([
      expect.objectContaining({
        indexCode: 'KOSPI',
        indexName: '코스피',
        currentValue: 2650.31,
        changeValue: -12.34,
        changeRate: -0.46,
        changeSign: 5,
      }),
      expect.objectContaining({ indexCode: 'KOSDAQ', currentValue: 870.12 }),
      expect.objectContaining({ indexCode: 'KOSPI200', currentValue: 355.4 }),
    ]);
    const indexCodes = kis.requests
      .filter((r) => r.trId === 'FHPUP02100000')
      .map((r) => r.params.get('FID_INPUT_ISCD'));
    expect(new Set(indexCodes)).toEqual(new Set(['0001', '1001', '2001']));
    expect(provider.search('ㅅㅅㅈㅈ', 5)[0]?.stockCode).toBe('005930');
  });

  it('issues a new token when KIS says the old one expired', async () => {
    const provider = make();
    await provider.start(now);
    const issued = kis.tokensIssued;
    kis.expireTokenOnce = true;
    await provider.refresh(now + 5000);
    expect(kis.tokensIssued).toBe(issued + 1);
    expect(provider.quote('005930')).toBeDefined();
  });

  it('keeps the last snapshot when KIS fails, backs off, and recovers', async () => {
    const provider = make();
    await provider.start(now);
    const before = provider.quote('005930');
    kis.down = true;
    const calls = kis.requests.length;
    expect(await provider.refresh(now + 5000)).toEqual([]);
    expect(provider.quote('005930')).toEqual(before);
    expect(provider.indices()).toHaveLength(3);
    // Backing off: a poll 0.5 s later does not call KIS at all.
    const during = kis.requests.length;
    await provider.refresh(now + 5500);
    expect(kis.requests.length).toBe(during);
    expect(during).toBeGreaterThanOrEqual(calls);
    kis.down = false;
    kis.price = 72_100;
    const changed = await provider.refresh(now + 7000);
    expect(changed.map((s) => s.stockCode)).toContain('005930');
    expect(provider.quote('005930')!.currentPrice).toBe(72_100);
    kis.price = 71_900;
  });

  it('starts with an unreachable KIS and an empty snapshot, without throwing', async () => {
    const provider = make({ baseUrl: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9' });
    await expect(provider.start(now)).resolves.toBeUndefined();
    expect(provider.rankings('volume', 10)).toEqual([]);
    expect(await provider.load('005930')).toBeUndefined();
  });

  it('spaces its calls to respect the rate limit', async () => {
    const provider = make({ requestsPerSecond: 5, sweepPerPoll: 3 });
    const from = kis.requests.length;
    await provider.start(now);
    const times = kis.requests.slice(from).map((r) => r.at);
    // 3 indices + 3 rankings + 3 quotes at 5 a second: at least 1.6 s from first to last.
    expect(times.length).toBe(9);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1500);
  });

  it('reads daily and minute charts in KIS shapes', async () => {
    const provider = make();
    await provider.start(now);
    const daily = await provider.history('005930', '1w', now);
    expect(daily).toEqual([
      {
        time: '2026-11-19T00:00:00.000Z',
        open: 70_000,
        high: 71_500,
        low: 69_800,
        close: 71_000,
        volume: 12_000_000,
      },
      {
        time: '2026-11-20T00:00:00.000Z',
        open: 71_000,
        high: 72_000,
        low: 70_500,
        close: 71_900,
        volume: 15_234_567,
      },
    ]);
    const minutes = await provider.history('005930', '1d', now);
    expect(minutes.map((b) => [b.time, b.close])).toEqual([
      ['2026-11-20T00:00:00.000Z', 71_100],
      ['2026-11-20T00:01:00.000Z', 71_200],
    ]);
  });

  it('subscribes the ranked stocks on the real-time WebSocket and applies H0STCNT0 trades', async () => {
    const provider = make({ realtime: true });
    const pushed: Stock[][] = [];
    provider.subscribe((changed) => pushed.push(changed));
    await provider.start(now);
    await expect.poll(() => kis.subscriptions.includes('005930')).toBe(true);
    kis.trade('005930', 72_300, 15_300_000);
    await expect.poll(() => pushed.length).toBeGreaterThan(0);
    expect(pushed.at(-1)![0]).toMatchObject({
      stockCode: '005930',
      stockName: '삼성전자',
      currentPrice: 72_300,
      changePrice: 1300,
      changeSign: 2,
      volume: 15_300_000,
      // Fields a trade does not carry keep their last values.
      prevClosePrice: 71_000,
      per: 14.52,
    });
    expect(provider.quote('005930')!.currentPrice).toBe(72_300);
  });

  it('serves the stock API from KIS when STOCK_PROVIDER=kis', async () => {
    const t = await buildTestApp(
      {
        STOCK_PROVIDER: 'kis',
        KIS_APP_KEY: 'key',
        KIS_APP_SECRET: 'secret',
        KIS_BASE_URL: urls.baseUrl,
        KIS_WS_URL: urls.wsUrl,
        KIS_POLL_MS: '0',
      },
      { stocks: { clock: () => now } },
    );
    try {
      const popular = await t.app.inject({ method: 'GET', url: '/api/stock/popular' });
      expect(popular.json<Stock[]>().map((s) => s.stockCode)).toEqual(['005930', '000660']);
      const info = await t.app.inject({ method: 'GET', url: '/api/stock/info/005930' });
      expect(info.json<Stock>().per).toBe(14.52);
      const status = await t.app.inject({ method: 'GET', url: '/api/stock/market-status' });
      expect(status.json()).toMatchObject({ provider: 'kis', state: 'open' });
      kis.down = true;
      now += 10_000;
      await t.app.stocks.tick();
      const kept = await t.app.inject({ method: 'GET', url: '/api/stock/info/005930' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json<Stock>().currentPrice).toBe(71_900);
    } finally {
      await t.close();
    }
  }, 120_000);
});

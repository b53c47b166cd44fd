import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

/** GET /metrics is for the operators' scraper: never shown on a public address. */
describe('GET /metrics', () => {
  let open: TestApp;
  let withToken: TestApp;
  const token = 'scrape-token-0123456789';

  beforeAll(async () => {
    // Behind one proxy hop, so the client's address comes from X-Forwarded-For.
    open = await buildTestApp({ TRUST_PROXY: '1' });
    withToken = await buildTestApp({ TRUST_PROXY: '1', METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await open?.close();
    await withToken?.close();
  });

  const scrape = (app: TestApp, from: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': from, ...headers },
    });

  it('answers loopback and private clients without a token, as missing to public ones', async () => {
    for (const from of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '172.20.0.1', '::1', 'fd00::5']) {
      const res = await scrape(open, from);
      expect(res.statusCode, from).toBe(200);
      expect(res.body).toContain('realtime_publish_failures_total');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const from of ['203.0.113.9', '::ffff:8.8.8.8', '2001:db8::1', '8.8.8.8']) {
      const res = await scrape(open, from);
      expect(res.statusCode, from).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: '요청한 자원을 찾을 수 없습니다.',
      });
      expect(res.body).not.toContain('realtime_publish_failures_total');
    }
  });

  it('with METRICS_TOKEN asks for it from everyone, private addresses included', async () => {
    expect((await scrape(withToken, '10.0.0.2')).statusCode).toBe(404);
    expect(
      (await scrape(withToken, '10.0.0.2', { authorization: 'Bearer wrong-token-000000000' }))
        .statusCode,
    ).toBe(404);
    const res = await scrape(withToken, '203.0.113.9', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('realtime_publish_failures_total');
  });
});

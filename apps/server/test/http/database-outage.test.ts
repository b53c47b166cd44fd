// The database goes away under a running app (PostgreSQL restarting, a cut network): requests are
// answered at once with 503, the contract's error shape and a Korean message (never a 500 or a
// hang), /readyz says so, and everything works again as soon as the database is back. The app
// reaches PostgreSQL through a TCP relay the test cuts and restores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { adminUrl, testDbKind } from '../database';
import { relay } from '../relay';

describe.skipIf(testDbKind !== 'postgres')('when PostgreSQL goes away', () => {
  let t: TestApp;
  let link: ReturnType<typeof relay>;
  let token: string;

  beforeAll(async () => {
    link = relay(new URL(adminUrl), 5432);
    await link.listen();
    t = await buildTestApp(
      {},
      {
        connect: (target) => {
          if (target.kind !== 'postgres') return target;
          const through = new URL(target.url);
          through.hostname = '127.0.0.1';
          through.port = String(link.port);
          return { kind: 'postgres', url: through.toString() };
        },
      },
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'outage@example.com', password: 'outage-password-1' },
    });
    expect(registered.statusCode).toBe(201);
    token = registered.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await link.listen().catch(() => undefined);
    await t?.close();
  });

  it('answers 503 with a Korean message at once, and recovers when it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(200);
    await link.cut();

    // (The feed read above may still be served from the response cache: other reads fail.)
    for (const request of [
      { method: 'GET' as const, url: '/api/posts?size=3' },
      { method: 'GET' as const, url: '/api/posts?size=4' },
      {
        method: 'POST' as const,
        url: '/api/posts',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: '장애 중 글', content: '내용', boardName: 'free' },
      },
    ]) {
      const started = performance.now();
      const res = await t.app.inject(request);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        success: false,
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'down' });

    await link.listen();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: '복구 후 글', content: '내용', boardName: 'free' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

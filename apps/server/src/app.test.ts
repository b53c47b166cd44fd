import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>앱</title><div id="root"></div>',
  );
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  await mkdir(path.join(webRoot, 'pages'));
  await writeFile(
    path.join(webRoot, 'pages', 'home.html'),
    '<!doctype html><title>앱</title><div id="root"><h1>환영합니다</h1></div>',
  );
  // The web build writes each page's .br and .gz beside it; these differ from the page on purpose,
  // to show which bytes are sent. /privacy's are older than its page, as after a hand edit.
  const about = path.join(webRoot, 'pages', 'about.html');
  await writeFile(about, '<div id="root">소개</div>');
  await writeFile(`${about}.br`, brotliCompressSync('<div id="root">빌드가 압축한 소개</div>'));
  await writeFile(`${about}.gz`, gzipSync('<div id="root">빌드가 압축한 소개</div>'));
  const privacy = path.join(webRoot, 'pages', 'privacy.html');
  await writeFile(`${privacy}.br`, brotliCompressSync('<div id="root">예전 방침</div>'));
  await writeFile(privacy, '<div id="root">새 방침</div>');
  await utimes(`${privacy}.br`, new Date(2020, 0, 1), new Date(2020, 0, 1));
  t = await buildTestApp(
    { BODY_LIMIT: '2048' },
    {
      webRoot,
      beforeReady(app) {
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ title: z.string().min(1).max(5) }) } },
          async (request) => request.body,
        );
        app.get('/api/test/crash', async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('error shape', () => {
  it('answers unknown API paths with a JSON 404 in Korean', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: '요청한 API를 찾을 수 없습니다.',
    });
  });

  it('answers unknown API paths with JSON even when a browser asks for HTML', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('rejects malformed JSON with 400 and a Korean message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status: 400, code: 'BAD_REQUEST' });
    expect(res.json().message).toBe('요청 본문이 올바른 JSON이 아닙니다.');
  });

  it('rejects a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-something' },
      payload: 'title=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
  });

  it('rejects a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });

  it('reports schema violations per field in Korean', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain('title');
    expect(body.message).toMatch(/[가-힣]/);
  });

  it('hides the details of a server error', async () => {
    const res = await t.app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      status: 500,
      code: 'INTERNAL_ERROR',
      message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });
});

describe('health', () => {
  it('is live and ready with the database up', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('web app on the same origin', () => {
  it('serves index.html for client routes, with a strict CSP and no caching', async () => {
    for (const url of ['/', '/home', '/post/12', '/boards/stock', '/TermsOfService']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('serves index.html for client routes whatever the Accept header, not for /api', async () => {
    for (const url of ['/stock', '/post/12', '/fundmanager']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves a prerendered page for its path, case-insensitively, compressed when accepted', async () => {
    for (const url of ['/home', '/HOME/', '/home?tab=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>환영합니다</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await t.app.inject({ url: '/post/12', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('환영합니다');

    const br = await t.app.inject({
      url: '/home',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>환영합니다</h1>');
    const gzip = await t.app.inject({ url: '/stock', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  it("sends the build's compressed pages, unless they are older than the page", async () => {
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
    const about = await t.app.inject({ url: '/about', headers });
    expect(about.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(about.rawPayload).toString()).toContain('빌드가 압축한 소개');
    const aboutGzip = await t.app.inject({
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(aboutGzip.rawPayload).toString()).toContain('빌드가 압축한 소개');

    const privacy = await t.app.inject({ url: '/privacy', headers });
    expect(privacy.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(privacy.rawPayload).toString()).toContain('새 방침');
  });

  it('serves the page when a browser opens a path an API alias shares', async () => {
    const res = await t.app.inject({ url: '/boards/stock', headers: { accept: 'text/html' } });
    expect(res.body).toContain('<div id="root">');
    const api = await t.app.inject({
      url: '/boards/stock',
      headers: { accept: 'application/json' },
    });
    expect(api.json().name).toBe('stock');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers on API responses too', async () => {
    const res = await t.app.inject({ url: '/api/boards' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers browser paths with a dot with the page, never JSON (CONTRACT.md HTTP behaviour)', async () => {
    // /boards/{name} and /user/{id} are API aliases too: API clients (*/*) get JSON there.
    const pages = ['/post/1.5', '/boards/foo.bar', '/user/a.b', '/search?query=1.5'];
    for (const url of pages) {
      for (const accept of [
        'text/html,application/xhtml+xml',
        ...(url.startsWith('/boards') || url.startsWith('/user') ? [] : ['*/*']),
      ]) {
        const res = await t.app.inject({ url, headers: { accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      }
    }
    // Files stay files: a missing one is a 404, an API path with a dot is JSON.
    expect((await t.app.inject({ url: '/robots-missing.txt' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/posts/1.5', headers: { accept: 'text/html' } });
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers a missing static file with a 404, not the page', async () => {
    const res = await t.app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from the contract schemas and marks aliases deprecated', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/boards'].get).toBeDefined();
    expect(doc.paths['/api/boards/{name}'].get.deprecated).toBeUndefined();
    expect(doc.paths['/boards/{name}'].get.deprecated).toBe(true);
    expect(JSON.stringify(doc.components)).toContain('Board');
  });

  it('serves the interactive documentation', async () => {
    const res = await t.app.inject({ url: '/api/docs/', headers: { accept: 'text/html' } });
    expect([200, 302]).toContain(res.statusCode);
  });
});

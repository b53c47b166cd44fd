import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { registerUser } from '../users';

// The HTTP test: CONTRACT.md 'HTTP behaviour' (issue 24 item 7), point by point, in three files.
// Here, API answers: compression, 405 with Allow, HEAD with ETag and 304, WWW-Authenticate,
// Cache-Control on token-dependent answers, Korean validation messages. Precompressed static
// assets, If-Range and 416: http-behaviour.files.test.ts. The OpenAPI document (linted) and the
// AsyncAPI document: http-behaviour.documents.test.ts.
type Member = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let member: Member;
let postId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  member = await registerUser(t.app, { nickname: '헤더검사' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: member.auth,
    payload: {
      title: '압축 확인',
      content: '가나다라 '.repeat(400),
      type: 'TEXT',
      boardName: 'free',
    },
  });
  expect(created.statusCode).toBe(201);
  postId = created.json().id;
});
afterAll(async () => t.close());

describe('compression', () => {
  it('compresses JSON of 1 KB or more with br or gzip, as the client accepts', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({
      url: `/api/posts/${postId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).id).toBe(postId);
  });

  it('leaves small answers and clients that accept nothing alone', async () => {
    const small = await t.app.inject({
      url: '/api/boards/free',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().openapi).toMatch(/^3\./);
  });
});

describe('405 with Allow', () => {
  it('answers a known path with a method it does not serve', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/posts/${postId}/like` });
    expect(res.statusCode).toBe(405);
    const allow = String(res.headers.allow).split(/,\s*/);
    expect(allow).toContain('POST');
    expect(allow).not.toContain('PUT');
    expect(res.json()).toMatchObject({ success: false, status: 405, code: 'METHOD_NOT_ALLOWED' });
    expect(res.json().message).toMatch(/[가-힣]/);

    const boards = await t.app.inject({ method: 'DELETE', url: '/api/boards' });
    expect(boards.statusCode).toBe(405);
    expect(String(boards.headers.allow)).toMatch(/\bGET\b/);
    expect(String(boards.headers.allow)).toMatch(/\bHEAD\b/);
  });

  it('still answers 404 for a path no route knows', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('HEAD, ETag and If-None-Match', () => {
  for (const [label, url] of [
    ['an uncached read', '/api/boards'],
    ['a cached feed', '/api/posts?size=5'],
    ['a post', () => `/api/posts/${postId}`],
  ] as const) {
    it(`HEAD answers GET's headers, ETag included, and 304 on a match: ${label}`, async () => {
      const path = typeof url === 'function' ? url() : url;
      const get = await t.app.inject({ url: path });
      expect(get.statusCode).toBe(200);
      const etag = get.headers.etag;
      expect(etag).toBeTruthy();
      const head = await t.app.inject({ method: 'HEAD', url: path });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(etag);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
      for (const method of ['GET', 'HEAD'] as const) {
        const again = await t.app.inject({
          method,
          url: path,
          headers: { 'if-none-match': String(etag) },
        });
        expect(again.statusCode, method).toBe(304);
        expect(again.body).toBe('');
      }
      const stale = await t.app.inject({ url: path, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode).toBe(200);
    });
  }

  it('gives a member their own answer a validator too, never a shared one', async () => {
    const me = await t.app.inject({ url: '/api/users/me', headers: member.auth });
    expect(me.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/users/me',
      headers: { ...member.auth, 'if-none-match': String(me.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('authentication headers', () => {
  it('sends WWW-Authenticate: Bearer with every 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await t.app.inject({ url: '/api/users/me', headers });
      expect(res.statusCode).toBe(401);
      expect(String(res.headers['www-authenticate'])).toMatch(/^Bearer\b/);
      expect(String(res.headers['cache-control'])).toMatch(/no-store|private/);
    }
  });

  it('marks answers that depend on the token private or no-store', async () => {
    for (const url of [
      '/api/users/me',
      '/api/posts?size=5',
      `/api/posts/${postId}`,
      '/api/boards',
    ]) {
      const res = await t.app.inject({ url, headers: member.auth });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['cache-control']), url).toMatch(/private|no-store/);
      expect(String(res.headers['cache-control']), url).not.toMatch(/public/);
    }
  });
});

describe('Korean validation messages', () => {
  const latin = /[A-Za-z]{3,}/;
  it('words every validation failure in Korean, naming no type in English', async () => {
    const answers = [
      await t.app.inject({ url: '/api/posts?page=-1' }),
      await t.app.inject({ url: '/api/posts?size=abc' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: 5, content: [], type: 'TEXT', boardName: 'free' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: '제목', content: '본문', type: 'POLL', boardName: 'free' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: member.auth,
        payload: { postId, content: 12 },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'not-an-email', password: 'x', nickname: 7 },
      }),
      await t.app.inject({ url: '/api/stock/005930/posts?page=-1' }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/nickname',
        headers: member.auth,
        payload: { nickname: 5 },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/[가-힣]/);
      // Field names are the wire's own (title, page); the words around them are Korean.
      for (const message of Object.values(body.fields as Record<string, string>)) {
        expect(message, res.body).toMatch(/[가-힣]/);
        expect(message, res.body).not.toMatch(latin);
      }
    }
  });
});

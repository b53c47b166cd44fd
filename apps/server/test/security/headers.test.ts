// Security headers on pages and JSON, and the CONTRACT.md error shape on every route when the
// request itself is hostile (malformed JSON, prototype poisoning, odd path parameters).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { testDbKind } from '../database';
import { registerUser } from '../users';
import { errorShapeProblems, mutatingMethods, operations, urlOf, type Operation } from './routes';

/** What every response must carry, HTML or JSON (DESIGN.md 'Tokens'). */
function headerProblems(res: LightMyRequestResponse): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  if (!csp) problems.push('no Content-Security-Policy');
  else {
    if (!scriptSrc) problems.push('CSP without script-src or default-src');
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
      if (scriptSrc?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
    }
    if (directives.get('object-src')?.join(' ') !== "'none'")
      problems.push("object-src not 'none'");
    if (directives.get('frame-ancestors')?.join(' ') !== "'none'")
      problems.push("frame-ancestors not 'none'");
    if (!directives.has('base-uri')) problems.push('no base-uri');
  }
  if (h['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options missing');
  if (!/^(DENY|SAMEORIGIN)$/i.test(String(h['x-frame-options'] ?? '')))
    problems.push('X-Frame-Options missing');
  if (
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      String(h['referrer-policy']),
    )
  )
    problems.push(`Referrer-Policy ${String(h['referrer-policy'])}`);
  const hsts = /max-age=(\d+)/.exec(String(h['strict-transport-security'] ?? ''));
  if (!hsts || Number(hsts[1]) < 15_552_000) problems.push('HSTS missing or under 180 days');
  if (h['x-powered-by'] !== undefined) problems.push('X-Powered-By present');
  return problems;
}

// Headers and parsing do not depend on the database.
describe.skipIf(testDbKind === 'postgres')('security headers and error shape', () => {
  let t: TestApp;
  let webRoot: string;
  let ops: Operation[];
  let auth: { authorization: string };
  let ids: { post: number; comment: number; user: number; board: string };

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-sec-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>앱</title><div id="root"></div>',
    );
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await buildTestApp(
      {},
      {
        webRoot,
        beforeReady(app) {
          app.get('/api/test/explode', async () => {
            throw new TypeError('Cannot read properties of undefined (reading "secret_column")');
          });
        },
      },
    );
    ops = await operations(t.app);
    const member = await registerUser(t.app);
    auth = member.auth;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: auth,
      payload: { title: '헤더 점검', content: '내용', boardName: 'free' },
    });
    const postId = (post.json() as { id: number }).id;
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: auth,
      payload: { postId, content: '댓글' },
    });
    ids = {
      post: postId,
      comment: (comment.json() as { id: number }).id,
      user: member.user.id,
      board: 'free',
    };
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/post/1', '/boards/free', '/user/1', '/search?q=%3Cscript%3E'])(
    'sends the security headers on the page %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(headerProblems(res)).toEqual([]);
    },
  );

  it('sends the security headers on the sign-in popup pages', async () => {
    const start = await t.app.inject({ url: '/api/auth/google?origin=http://evil.example' });
    expect(start.headers['content-type']).toContain('text/html');
    expect(headerProblems(start)).toEqual([]);
    expect(start.body).not.toContain('http://evil.example');
  });

  it('sends the security headers on JSON, assets and errors', async () => {
    const responses = [
      await t.app.inject({ url: '/api/boards' }),
      await t.app.inject({ url: `/api/posts/${ids.post}` }),
      await t.app.inject({ url: '/api/openapi.json' }),
      await t.app.inject({ url: '/assets/main-abc123.js' }),
      await t.app.inject({ url: '/api/nope' }),
      await t.app.inject({ method: 'POST', url: '/api/posts' }),
      await t.app.inject({ url: '/api/test/explode' }),
      await t.app.inject({ url: '/api/posts/%ZZ' }),
      await t.app.inject({ url: `/api/posts/${'1'.repeat(600)}` }),
    ];
    for (const res of responses) expect(headerProblems(res), res.body.slice(0, 80)).toEqual([]);
    expect(responses[0]!.headers['content-type']).toContain('application/json');
    expect(responses[3]!.headers['content-type']).toContain('javascript');
  });

  it('hides what went wrong inside a server error', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(errorShapeProblems(500, res.body)).toEqual([]);
    expect(res.body).not.toContain('secret_column');
    expect(res.body).not.toContain('TypeError');
  });

  const hostileBodies: [string, string][] = [
    ['malformed JSON', '{"title": "제목", '],
    ['prototype poisoning', '{"__proto__": {"isAdmin": true}, "title": "제목"}'],
    ['constructor poisoning', '{"constructor": {"prototype": {"isAdmin": true}}}'],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"문자열"'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ];

  it('answers hostile JSON bodies on every route with a 4xx in the error shape', async () => {
    const failures: string[] = [];
    const withBody = ops.filter((op) => mutatingMethods.includes(op.method) && op.jsonBody);
    for (const op of withBody) {
      for (const [name, payload] of hostileBodies) {
        const res = await t.app.inject({
          method: op.method,
          url: urlOf(op, ids),
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
        });
        const problems =
          res.statusCode >= 400 && res.statusCode < 500
            ? errorShapeProblems(res.statusCode, res.body)
            : [`status ${res.statusCode}`];
        if (problems.length) failures.push(`${op.key} [${name}]: ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  const hostileParams = [
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999999',
    '0x10',
    'NaN',
    '../../etc/passwd',
    '%00',
    '%ZZ',
    "1' OR '1'='1",
    '<script>',
    'a'.repeat(600),
  ];

  it('answers hostile path parameters on every route with 4xx in the error shape', async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.pathParams.length > 0)) {
      for (const value of hostileParams) {
        const url = op.path.replace(
          /\{\w+\}/g,
          value.startsWith('%') ? value : encodeURIComponent(value),
        );
        const res = await t.app.inject({ method: op.method, url, headers: auth });
        // A board name or nickname may be any text, so a 200 can be right; never a 5xx, and every
        // refusal in the error shape.
        const problems =
          res.statusCode >= 500
            ? ['a server error']
            : res.statusCode >= 400
              ? errorShapeProblems(res.statusCode, res.body)
              : [];
        if (problems.length) {
          failures.push(
            `${op.key} [${value.slice(0, 20)}] → ${res.statusCode}: ${problems.join(', ').slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

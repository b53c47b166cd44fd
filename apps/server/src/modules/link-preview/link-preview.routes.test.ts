import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { linkPreviewMessages as m } from '@myeolgong/contract/link-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { previewType } from './link-preview.service';

/** A local HTTP server that records every request it gets. */
async function recordingServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    hits,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>태그 제목</title>
<meta property="og:title" content="멸공 시험 페이지">
<meta property="og:description" content="링크 미리보기 시험용 설명입니다.">
<meta property="og:image" content="/cover.png">
<meta property="og:site_name" content="시험 사이트">
</head><body>본문</body></html>`;

let site: Awaited<ReturnType<typeof recordingServer>>;
let internal: Awaited<ReturnType<typeof recordingServer>>;
let t: TestApp;
let base: string;

beforeAll(async () => {
  // Not on the allow list: every request that reaches it is an SSRF the preview let through.
  internal = await recordingServer((_req, res) => res.end('internal secret'));
  site = await recordingServer((req, res) => {
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    switch (req.url) {
      case '/page':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      case '/euc-kr':
        res.writeHead(200, { 'content-type': 'text/html; charset=euc-kr' });
        return res.end(
          new Uint8Array([
            ...Buffer.from('<html><head><title>'),
            0xc7,
            0xd1,
            0xb1,
            0xdb, // 한글 in EUC-KR
            ...Buffer.from('</title></head></html>'),
          ]),
        );
      case '/redirect-ok':
        return redirect('/page');
      case '/redirect-internal':
        return redirect(`http://127.0.0.1:${internal.port}/secret`);
      case '/redirect-localhost':
        return redirect(`http://localhost:${internal.port}/secret`);
      case '/redirect-decimal':
        return redirect(`http://2130706433:${internal.port}/secret`);
      case '/redirect-mapped':
        return redirect(`http://[::ffff:127.0.0.1]:${internal.port}/secret`);
      case '/redirect-compatible':
        return redirect(`http://[::127.0.0.1]:${internal.port}/secret`);
      case '/redirect-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/redirect-file':
        return redirect('file:///etc/passwd');
      case '/loop':
        return redirect('/loop');
      case '/image.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100));
      case '/big': {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>큰 페이지</title></head><body>');
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', more);
          }
          res.end('</body></html>');
        };
        return more();
      }
      case '/slow':
        return; // never answers
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<title>없음</title>');
    }
  });
  base = `http://127.0.0.1:${site.port}`;
  t = await buildTestApp({ LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${site.port}` });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  await internal?.close();
});

const preview = (url: string) =>
  t.app.inject({ url: `/api/link-preview?url=${encodeURIComponent(url)}` });

describe('GET /api/link-preview', () => {
  it('reads title, description, image and site name, with the favicon by domain', async () => {
    const res = await preview(`${base}/page`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: `${base}/page`,
      type: 'link',
      title: '멸공 시험 페이지',
      description: '링크 미리보기 시험용 설명입니다.',
      image: `${base}/cover.png`,
      siteName: '시험 사이트',
      favicon: 'https://www.google.com/s2/favicons?domain=127.0.0.1&sz=64',
    });
    expect(site.hits.filter((h) => h === '/cover.png')).toHaveLength(0);
  });

  it('caches a preview: a second ask makes no request', async () => {
    const before = site.hits.filter((h) => h === '/page').length;
    expect((await preview(`${base}/page`)).statusCode).toBe(200);
    expect((await preview(`${base}/page#section`)).statusCode).toBe(200);
    expect(site.hits.filter((h) => h === '/page').length).toBe(before);
    const row = await t.database.db
      .selectFrom('link_previews')
      .selectAll()
      .where('url', '=', `${base}/page`)
      .executeTakeFirstOrThrow();
    expect(row.ok).toBe(true);
    const ttl = new Date(row.expires_at).getTime() - new Date(row.fetched_at).getTime();
    expect(ttl).toBe(24 * 60 * 60 * 1000);
  });

  it('follows a redirect to an allowed address', async () => {
    const res = await preview(`${base}/redirect-ok`);
    expect(res.json()).toMatchObject({ url: `${base}/redirect-ok`, title: '멸공 시험 페이지' });
  });

  it('decodes EUC-KR pages', async () => {
    expect((await preview(`${base}/euc-kr`)).json().title).toBe('한글');
  });

  it('marks an image address as an image preview without downloading it as a page', async () => {
    expect((await preview(`${base}/image.png`)).json()).toMatchObject({
      type: 'image',
      image: `${base}/image.png`,
    });
  });

  it('reads only the first megabyte of a page', async () => {
    const started = Date.now();
    const res = await preview(`${base}/big`);
    expect(res.json()).toMatchObject({ type: 'link', title: '큰 페이지' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers a plain card for a page that fails, cached only briefly', async () => {
    const res = await preview(`${base}/missing`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'default', title: null, siteName: '127.0.0.1' });
    const row = await t.database.db
      .selectFrom('link_previews')
      .selectAll()
      .where('url', '=', `${base}/missing`)
      .executeTakeFirstOrThrow();
    expect(row.ok).toBe(false);
    expect(new Date(row.expires_at).getTime() - new Date(row.fetched_at).getTime()).toBe(
      10 * 60 * 1000,
    );
  });

  it('gives up after 5 seconds', async () => {
    const started = Date.now();
    const res = await preview(`${base}/slow`);
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe('default');
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 15_000);

  it.each([
    '',
    '   ',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'http://',
    'x'.repeat(3000),
  ])('refuses the url %j (400)', async (url) => {
    const res = await preview(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('refuses without a url (400)', async () => {
    const res = await t.app.inject({ url: '/api/link-preview' });
    expect(res.statusCode).toBe(400);
  });
});

describe('link preview SSRF protection: refused without any connection being made', () => {
  const forms = () => {
    const p = internal.port;
    return [
      `http://127.0.0.1:${p}/`,
      `http://localhost:${p}/`,
      `http://LOCALHOST:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://0x7f.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://017700000001:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://0:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[::ffff:7f00:1]:${p}/`,
      `http://[::127.0.0.1]:${p}/`,
      `http://[::7f00:1]:${p}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
      `http://[::ffff:0:7f00:1]:${p}/`,
      `http://[64:ff9b:1::7f00:1]:${p}/`,
      `http://[2002:a00:1::1]:${p}/`,
      `http://[64:ff9b::7f00:1]:${p}/`,
      `http://[2002:7f00:1::]:${p}/`,
      `127.0.0.1:${p}/no-scheme`,
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://192.0.2.1/',
      `http://127.0.0.1:${site.port}@127.0.0.1:${p}/`,
    ];
  };

  it('refuses every private address form (400)', async () => {
    for (const url of forms()) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(m.blocked);
    }
    expect(internal.hits).toEqual([]);
  });

  it.each([
    'redirect-internal',
    'redirect-localhost',
    'redirect-decimal',
    'redirect-mapped',
    'redirect-compatible',
    'redirect-metadata',
    'redirect-file',
  ])('refuses a %s hop (400)', async (path) => {
    const res = await preview(`${base}/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.blocked);
    expect(internal.hits).toEqual([]);
  });

  it('refuses more than five redirects (400)', async () => {
    const before = site.hits.filter((h) => h === '/loop').length;
    const res = await preview(`${base}/loop`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.tooManyRedirects);
    expect(site.hits.filter((h) => h === '/loop').length - before).toBe(6);
  });

  it('never caches a refusal', async () => {
    const rows = await t.database.db.selectFrom('link_previews').select('url').execute();
    expect(rows.some((r) => r.url.includes(String(internal.port)))).toBe(false);
  });
});

describe('preview types (SPEC.md §2)', () => {
  const meta = { title: '제목', description: null, image: null, siteName: null };
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'text/html', meta, 'video'],
    ['https://youtu.be/dQw4w9WgXcQ', null, null, 'video'],
    ['https://cdn.example.com/clip', 'video/mp4', null, 'video'],
    ['https://example.com/a.png', 'image/png', null, 'image'],
    ['https://n.news.naver.com/article/001/0014', 'text/html', meta, 'news'],
    ['https://www.chosun.com/politics/2025/', 'text/html', meta, 'news'],
    ['https://m.yna.co.kr/view/AKR2025', null, null, 'news'],
    ['https://notchosun.com/', 'text/html', meta, 'link'],
    ['https://blog.example.com/post', 'text/html', meta, 'link'],
    ['https://blog.example.com/post', null, null, 'default'],
  ] as const)('%s (%s) is %s', (url, contentType, pageMeta, type) => {
    expect(previewType(new URL(url), contentType, pageMeta)).toBe(type);
  });
});

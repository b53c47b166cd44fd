import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { stateBlock, withPageChunks } from './page-render';

/**
 * plugins/page-render.ts with a stand-in for the web build's renderer (apps/web/src/entry-server.tsx
 * is exercised by e2e/first-screen.spec.ts): a module with the same exports that lists the free
 * board's titles through the transport the server gives it, and counts its renders.
 */
const RENDERER = `
let transport;
globalThis.__renders = 0;
export function setHttpTransport(next) { transport = next; }
export function rendersWithData(pathname) { return pathname === '/boards/free' || pathname === '/broken'; }
export function pageModuleOf(pathname) { return pathname.startsWith('/boards/') ? 'src/app/routes/board.tsx' : undefined; }
export async function renderPage(url) {
  globalThis.__renders += 1;
  if (url === '/broken') throw new Error('render failed');
  const answer = await transport('/api/boards/free/posts?sort=new', { method: 'GET' });
  const page = await answer.json();
  const titles = page.content.map((p) => '<li>' + p.title + '</li>').join('');
  return { markup: '<ul>' + titles + '</ul>', state: { queries: [{ queryKey: ['feed'], state: { data: page } }] } };
}
`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

let t: TestApp;
let root: string;
let member: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-page-render-'));
  const page = (body: string) =>
    `<!doctype html><html><head><title>멸공</title></head><body>${body}</body></html>`;
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'index.html'), page('<div id="root">shell</div>'));
  await writeFile(
    path.join(root, 'dist-ssr', 'template.html'),
    page(
      '<div id="root"></div><script src="/boot-after-paint.js" data-entry="/assets/index.js" data-preload="/assets/react.js" defer></script>',
    ),
  );
  await writeFile(
    path.join(root, 'dist-ssr', 'page-chunks.json'),
    JSON.stringify({ 'src/app/routes/board.tsx': ['/assets/board-1.js', '/assets/feed-2.js'] }),
  );
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await buildTestApp({}, { webRoot: path.join(root, 'dist') });
  member = await registerUser(t.app, { nickname: '그림작가' });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const open = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const write = async (title: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: member.auth,
    payload: { title, content: '본문', type: 'TEXT', boardName: 'free' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};

describe('pages rendered with their data', () => {
  it('puts the data in the HTML and embeds it once for the browser', async () => {
    await write('첫 번째 글');
    const res = await open('/boards/free');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><ul><li>첫 번째 글</li></ul></div>');
    expect(res.body.match(/id="ssr-state"/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(res.body);
    const state = JSON.parse(json![1]!) as {
      queries: { state: { data: { content: unknown[] } } }[];
    };
    expect(state.queries[0]!.state.data.content).toHaveLength(1);
    // The page's own chunks are requested with the entry's.
    expect(res.body).toContain(
      'data-preload="/assets/react.js /assets/board-1.js /assets/feed-2.js"',
    );
  });

  it('reuses a page while its data is unchanged and draws it again after a write', async () => {
    await open('/boards/free');
    const before = renders();
    const again = await open('/boards/free');
    expect(again.body).toContain('첫 번째 글');
    expect(renders()).toBe(before);

    await write('두 번째 글');
    const after = await open('/boards/free');
    expect(renders()).toBe(before + 1);
    expect(after.body).toContain('<li>두 번째 글</li><li>첫 번째 글</li>');
  });

  it('is compressed for browsers that accept br or gzip', async () => {
    const plain = await open('/boards/free');
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/boards/free',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(unpack(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('answers with the static page when the path is not rendered or the render fails', async () => {
    const other = await open('/boards/invest');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root">shell</div>');
    expect(other.body).not.toContain('ssr-state');

    const broken = await open('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root">shell</div>');
  });

  it('keeps the API JSON for API clients at the same origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boards/free/posts' });
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('never mixes the page and the JSON of a path both answer (/boards/free)', async () => {
    // Either order: the page first, then the API alias's JSON, then the page again.
    await open('/boards/free');
    const json = await t.app.inject({ method: 'GET', url: '/boards/free' });
    expect(json.headers['content-type']).toMatch(/json/);
    const page = await open('/boards/free');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/boards/free' });
    expect(again.headers['content-type']).toMatch(/json/);
  });
});

describe('stateBlock', () => {
  it('escapes < so that no text in the data can close the block', () => {
    const block = stateBlock({ title: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/script>');
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, -'</script>'.length))).toEqual({
      title: '</script><script>alert(1)</script>',
    });
  });
});

describe('withPageChunks', () => {
  const html =
    '<script src="/boot-after-paint.js" data-entry="/assets/index.js" data-preload="" defer></script>';
  it('adds the chunks to an empty list, and only asset paths', () => {
    expect(withPageChunks(html, ['/assets/a-1.js', '"><script>', '/elsewhere/b.js'])).toContain(
      'data-preload="/assets/a-1.js"',
    );
    expect(withPageChunks(html, [])).toBe(html);
    expect(withPageChunks('<p>no loader</p>', ['/assets/a.js'])).toBe('<p>no loader</p>');
  });
});

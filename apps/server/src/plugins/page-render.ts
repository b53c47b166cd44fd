import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { lazy } from '../lib/lazy';

/**
 * The pages whose first screen is their data (/home, boards, posts, /stock), rendered with that
 * data for a visitor (docs/decisions/029-server-rendered-first-screen.md).
 *
 * The renderer is the web app's own (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-ssr by `vite build --ssr`). Its API calls are answered in process by this server
 * (`app.inject`, no credentials, GET /api/ only), so they pass through the same handlers, rules
 * and response cache as the browser's calls would.
 *
 * Rendered pages are kept by URL with the ETag of every API answer they show. A request for a
 * kept page asks the API again (cheap: those answers are mostly in the response cache) and
 * reuses the HTML only when every ETag is unchanged, so the HTML is exactly as fresh as the API
 * caches: a write that invalidates a feed invalidates every page showing it.
 */

/** What the web build's renderer exports (apps/web/src/entry-server.tsx). */
interface Renderer {
  rendersWithData(pathname: string): boolean;
  /** The page's file under app/routes/, as page-chunks.json names it (app/router.tsx). */
  pageModuleOf?(pathname: string): string | undefined;
  renderPage(url: string, budgetMs?: number): Promise<{ markup: string; state: unknown }>;
  setHttpTransport(transport: typeof fetch): void;
}

/** One API answer a page showed. */
interface Source {
  url: string;
  etag: string | undefined;
}

interface KeptPage {
  html: string;
  sources: Source[];
  /** When it was rendered (ms). */
  at: number;
  /** The HTML compressed, made on the first request that accepts each. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page as sent: plain, or compressed once per encoding and kept with the page. */
interface RenderedPage {
  html: string;
  body(encoding: Encoding | null): Promise<Buffer | string>;
}

function asRendered(page: KeptPage): RenderedPage {
  return {
    html: page.html,
    body(encoding) {
      if (encoding === null) return Promise.resolve(page.html);
      // Replies sent by plugins/web.ts's hooks bypass @fastify/compress; quality 5 costs a few
      // milliseconds for a 100 KB page and is paid once per kept page.
      page.encoded[encoding] ??=
        encoding === 'br'
          ? brotli(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipped(page.html, { level: 6 });
      return page.encoded[encoding];
    },
  };
}

/** Pages kept at most (by URL, least recently used out first): ~50–100 KB each. */
const MAX_KEPT = 300;
/** How long a render may wait for the page's data before it shows what it has. */
const DATA_BUDGET_MS = 1_500;
/** Relative times in a page ("3분 전") are rendered again after this long, data unchanged or not. */
const KEEP_MS = 60_000;
const ROOT_PLACEHOLDER = '<div id="root"></div>';

/** The dehydrated state as a JSON data block; `<` escaped so no `</script>` can end it early. */
export function stateBlock(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="ssr-state">${json}</script>`;
}

/**
 * Adds the page's own chunks to what public/boot-after-paint.js requests after the first paint
 * (its `data-preload`, after the entry's): the browser then has them before the entry runs, and
 * Vite's preload helper finds them there instead of adding a dozen links in the entry's task.
 */
export function withPageChunks(html: string, chunks: readonly string[]): string {
  if (chunks.length === 0) return html;
  const safe = chunks.filter((chunk) => /^\/assets\/[\w.-]+$/.test(chunk));
  return html.replace(
    /(<script src="\/boot-after-paint\.js"[^>]*? data-preload=")([^"]*)"/,
    (_, head: string, list: string) => `${head}${[list, ...safe].filter(Boolean).join(' ')}"`,
  );
}

/** The renderer's directory beside the web build (apps/web/dist → apps/web/dist-ssr). */
export function rendererDir(webRoot: string): string | undefined {
  const dir = path.join(path.dirname(webRoot), 'dist-ssr');
  const complete =
    existsSync(path.join(dir, 'entry-server.js')) && existsSync(path.join(dir, 'template.html'));
  return complete ? dir : undefined;
}

export interface PageRenderer {
  /**
   * The page's HTML with its data, or undefined for a page not rendered on the server or one that
   * could not be (the build's static page answers then).
   */
  render(url: string): Promise<RenderedPage | undefined>;
  /** Starts loading the renderer, so that the first page does not wait for it. */
  warmUp(): void;
}

export function createPageRenderer(app: FastifyInstance, dir: string): PageRenderer {
  const calls = new AsyncLocalStorage<Source[]>();

  /** The API answers a GET in process, as to a visitor; other calls are not made by a render. */
  const transport: typeof fetch = async (input, init) => {
    const url = String(input);
    if (!url.startsWith('/api/') || (init?.method ?? 'GET') !== 'GET') {
      return new Response(null, { status: 404 });
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const etag = answer.headers.etag;
    calls.getStore()?.push({ url, etag: typeof etag === 'string' ? etag : undefined });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const load = lazy(async () => {
    const template = await readFile(path.join(dir, 'template.html'), 'utf8');
    if (!template.includes(ROOT_PLACEHOLDER)) throw new Error('template.html has no #root');
    const renderer = (await import(
      pathToFileURL(path.join(dir, 'entry-server.js')).href
    )) as Renderer;
    renderer.setHttpTransport(transport);
    // Each page's own chunks (the web build's vite.config.ts `pageChunks`); none from older builds.
    const chunks = await readFile(path.join(dir, 'page-chunks.json'), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, string[]>)
      .catch(() => ({}) as Record<string, string[]>);
    return { template, renderer, chunks };
  });

  const kept = new Map<string, KeptPage>();
  const inFlight = new Map<string, Promise<KeptPage | undefined>>();

  const keep = (url: string, page: KeptPage) => {
    kept.delete(url);
    kept.set(url, page);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  };

  /** True when every API answer the page showed is still the same. */
  const stillCurrent = async (page: KeptPage): Promise<boolean> => {
    const now = await Promise.all(
      page.sources.map(async ({ url }) => {
        const answer = await app.inject({
          method: 'HEAD',
          url,
          headers: { accept: 'application/json' },
        });
        return answer.statusCode < 400 ? answer.headers.etag : undefined;
      }),
    );
    return page.sources.every(({ etag }, i) => etag !== undefined && now[i] === etag);
  };

  const renderFresh = async (url: string): Promise<KeptPage | undefined> => {
    const { template, renderer, chunks } = await load();
    const sources: Source[] = [];
    const { markup, state } = await calls.run(sources, () =>
      renderer.renderPage(url, DATA_BUDGET_MS),
    );
    // The chunks go into the small template, not the page with its markup.
    const html = withPageChunks(
      template,
      chunks[renderer.pageModuleOf?.(url.split(/[?#]/, 1)[0]!) ?? ''] ?? [],
    ).replace(ROOT_PLACEHOLDER, () => `<div id="root">${markup}</div>${stateBlock(state)}`);
    const page: KeptPage = { html, sources, at: Date.now(), encoded: {} };
    // A page whose data did not all answer (or had no validator) is not kept.
    if (sources.length > 0 && sources.every((s) => s.etag !== undefined)) keep(url, page);
    return page;
  };

  return {
    warmUp() {
      load().catch((err: unknown) => app.log.error({ err }, '서버 렌더러를 불러오지 못했습니다'));
    },
    async render(url) {
      try {
        const { renderer } = await load();
        if (!renderer.rendersWithData(url.split(/[?#]/, 1)[0]!)) return undefined;
        const page = kept.get(url);
        if (page && Date.now() - page.at < KEEP_MS && (await stillCurrent(page))) {
          keep(url, page);
          return asRendered(page);
        }
        let pending = inFlight.get(url);
        if (!pending) {
          pending = renderFresh(url).finally(() => inFlight.delete(url));
          inFlight.set(url, pending);
        }
        const rendered = await pending;
        return rendered && asRendered(rendered);
      } catch (err) {
        app.log.error({ err, url }, '페이지를 서버에서 그리지 못해 기본 페이지로 응답합니다');
        return undefined;
      }
    },
  };
}

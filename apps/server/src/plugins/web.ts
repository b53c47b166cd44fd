import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { createPageRenderer, type PageRenderer, rendererDir } from './page-render';

/** Looks for apps/web/dist above this module, from source and from the bundled server alike. */
export function findWebDist(from = fileURLToPath(import.meta.url)): string | undefined {
  let dir = path.dirname(from);
  for (;;) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Paths that belong to the server; an unknown one is a JSON 404, never the app's page. */
const SERVER_PATH = /^\/(api|ws|healthz|readyz|metrics)(\/|\?|$)/;
/**
 * A request for a file: anything under /assets/ (the build's hashed files) or a path ending in the
 * extension of a kind of file the site serves. Other paths with a dot (/post/1.5, /boards/foo.bar)
 * are pages of the app, whose own not-found screen answers them (CONTRACT.md 'HTTP behaviour').
 */
const FILE_PATH =
  /^(\/assets\/[^?#]*|[^?#]*\.(js|mjs|cjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|bmp|woff2?|ttf|otf|webmanifest|html?|br|gz|wasm|mp4|webm|mp3|pdf|zip))([?#]|$)/i;

/** A browser navigation (not fetch or XHR) to a path of the single-page app. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PATH.test(request.url) || FILE_PATH.test(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/** One HTML document of the app, with its compressed forms. */
interface AppPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The `.br` or `.gz` the web build wrote beside `file`, unless it is missing or older. */
async function precompressed(file: string, suffix: '.br' | '.gz'): Promise<Buffer | undefined> {
  try {
    const [page, packed] = await Promise.all([stat(file), stat(file + suffix)]);
    return packed.mtimeMs >= page.mtimeMs ? await readFile(file + suffix) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web build compresses its pages at maximum settings (apps/web/vite.config.ts); the server
 * reads those files. Brotli at quality 11 costs about 50 ms of CPU per page, half a second for the
 * prerendered pages at every start (docs/performance.md 'Start-up'), so a page without its
 * compressed files (an older build, a hand-edited page) is compressed here at fast settings.
 */
async function appPage(file: string): Promise<AppPage> {
  const plain = await readFile(file);
  return {
    plain,
    br:
      (await precompressed(file, '.br')) ??
      brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: (await precompressed(file, '.gz')) ?? gzipSync(plain, { level: 6 }),
  };
}

/**
 * The prerendered pages of the web build (apps/web/src/prerender.tsx): pages/home.html for /home,
 * pages/index.html for /. Each is index.html with that page's first screen already in it.
 */
async function readPrerenderedPages(root: string): Promise<Map<string, AppPage>> {
  const pages = new Map<string, AppPage>();
  const dir = path.join(root, 'pages');
  if (!existsSync(dir)) return pages;
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length).toLowerCase();
    pages.set(name === 'index' ? '/' : `/${name}`, await appPage(path.join(dir, file)));
  }
  return pages;
}

/** The page's path as the router matches it: no query, case-insensitive, no trailing slash. */
function pageKey(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return pathname.replace(/\/+$/, '') || '/';
}

/** A GET of a path that no server route has and that is not a file: a page of the app. */
function isAppPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !SERVER_PATH.test(request.url) && !FILE_PATH.test(request.url);
}

const METHOD_MESSAGE = '이 주소에서 허용되지 않는 요청 방식입니다.';

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year, index.html for
 * every client-side route (also where an API alias shares the path, such as /user/{id}: browsers
 * ask for HTML, API clients for JSON) and JSON 404s for unknown server paths.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { root: string | undefined }) {
    const root = opts.root;
    let indexHtml: AppPage | undefined;
    let prerendered = new Map<string, AppPage>();
    let renderer: PageRenderer | undefined;
    if (root) {
      const ssrDir = rendererDir(root);
      if (ssrDir) {
        renderer = createPageRenderer(app, ssrDir);
        // Loaded once the server listens: not on the way to readiness, ready for the first page.
        app.server.once('listening', () => renderer?.warmUp());
      }
      indexHtml = await appPage(path.join(root, 'index.html'));
      prerendered = await readPrerenderedPages(root);
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn(
        '웹 앱 빌드(apps/web/dist)가 없어 API만 제공합니다. npm run build를 실행하세요.',
      );
    }

    /**
     * The page rendered with its data (plugins/page-render.ts), else index.html or the page's
     * prerendered variant of it; compressed when the browser accepts.
     */
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const rendered =
        renderer && request.method === 'GET' ? await renderer.render(request.url) : undefined;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply
        .status(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      if (rendered !== undefined) return reply.send(await rendered.body(encoding));
      const page = prerendered.get(pageKey(request.url)) ?? indexHtml!;
      return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain);
    };

    app.addHook('onRequest', async (request, reply) => {
      // A server route outside /api shares its path with a page (e.g. /user/5): browsers get the page.
      const route = request.routeOptions.url;
      if (indexHtml && route && !route.startsWith('/api/') && isNavigation(request)) {
        return sendIndex(request, reply);
      }
    });

    app.setNotFoundHandler((request, reply) => {
      // CONTRACT.md 'HTTP behaviour': a known path with a method it does not serve.
      const allowed = app.allowedMethods(request.url);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return sendError(
          reply,
          { success: false, status: 405, code: 'METHOD_NOT_ALLOWED', message: METHOD_MESSAGE },
          { allow: allowed.join(', ') },
        );
      }
      // CONTRACT.md 'Serving': client-side routes return index.html whatever the Accept header.
      if (indexHtml && isAppPath(request)) return sendIndex(request, reply);
      return sendError(reply, {
        success: false,
        status: 404,
        code: 'NOT_FOUND',
        message: SERVER_PATH.test(request.url)
          ? '요청한 API를 찾을 수 없습니다.'
          : '요청한 페이지를 찾을 수 없습니다.',
      });
    });
  },
  { name: 'web' },
);

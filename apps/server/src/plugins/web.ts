import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

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
const HAS_EXTENSION = /\/[^/?]+\.[a-z0-9]+(\?|$)/i;

/** A browser navigation (not fetch or XHR) to a path of the single-page app. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PATH.test(request.url) || HAS_EXTENSION.test(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/** A GET of a path that no server route has and that is not a file: a page of the app. */
function isAppPath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !SERVER_PATH.test(request.url) && !HAS_EXTENSION.test(request.url);
}

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year, index.html for
 * every client-side route (also where an API alias shares the path, such as /user/{id}: browsers
 * ask for HTML, API clients for JSON) and JSON 404s for unknown server paths.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { root: string | undefined }) {
    const root = opts.root;
    let indexHtml: Buffer | undefined;
    if (root) {
      indexHtml = await readFile(path.join(root, 'index.html'));
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

    const sendIndex = (reply: FastifyReply) =>
      reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);

    app.addHook('onRequest', async (request, reply) => {
      // A server route outside /api shares its path with a page (e.g. /user/5): browsers get the page.
      const route = request.routeOptions.url;
      if (indexHtml && route && !route.startsWith('/api/') && isNavigation(request)) {
        return sendIndex(reply);
      }
    });

    app.setNotFoundHandler((request, reply) => {
      // CONTRACT.md 'Serving': client-side routes return index.html whatever the Accept header.
      if (indexHtml && isAppPath(request)) return sendIndex(reply);
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

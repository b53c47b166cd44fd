import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { addVary, etagOf, hasCredentials, matchesEtag } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The methods the server's own routes serve at this URL (wildcard routes such as the web
     * app's static files left out), or an empty list when no route knows the path.
     */
    allowedMethods(url: string): string[];
  }
  interface FastifyReply {
    /**
     * The ETag of the answer's body, set by a handler that knows it without hashing the body
     * (a member's list from a template, plugins/response-cache.ts `personal`); null: hashed here.
     */
    knownEtag: string | null;
  }
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Answers that depend on who is asking must not be stored by shared caches. */
const PERSONAL = 'private, no-store';

function isReadMethod(method: string) {
  return method === 'GET' || method === 'HEAD';
}

/**
 * CONTRACT.md 'HTTP behaviour' for every route, in one place:
 * - a known path with a method it does not serve: 405 with `Allow` (see `allowedMethods`, used by
 *   the not-found handler);
 * - GET and HEAD answers get an `ETag` (weak, of the body) where the route set none, and
 *   `If-None-Match` with it answers 304 — HEAD runs the GET handler, so both carry the same one;
 * - 401 answers carry `WWW-Authenticate: Bearer`;
 * - answers to requests with a token carry `Cache-Control: private, no-store` unless the route
 *   chose its own; anonymous API answers without a policy get `no-cache` and `Vary:
 *   Authorization`, since the same path answers a member differently.
 * Registered before the modules: the route table is filled as they register.
 */
export default fp(
  async function httpSemantics(app: FastifyInstance) {
    const table = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 500 });
    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      // Catch-alls (static files, the web app) would make every path "known".
      if (route.url.includes('*')) return;
      for (const name of methods) {
        const method = METHODS.find((known) => known === name.toUpperCase());
        if (!method || table.hasRoute(method, route.url)) continue;
        table.on(method, route.url, () => undefined);
      }
    });

    app.decorateReply('knownEtag', null);
    app.decorate('allowedMethods', (url: string) => {
      const path = url.split('?')[0] ?? url;
      return METHODS.filter((method) => table.find(method, path) !== null);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const status = reply.statusCode;
      if (status === 401 && !reply.hasHeader('www-authenticate')) {
        reply.header('www-authenticate', 'Bearer realm="api"');
      }
      if (!reply.hasHeader('cache-control')) {
        if (hasCredentials(request) || status === 401) {
          reply.header('cache-control', PERSONAL);
        } else if (isApiAnswer(reply)) {
          reply.header('cache-control', 'no-cache');
          addVary(reply, 'Authorization');
        }
      } else if (
        hasCredentials(request) &&
        /\bpublic\b/.test(String(reply.getHeader('cache-control')))
      ) {
        // A route that declared a public policy answered a member: never share that answer.
        reply.header('cache-control', PERSONAL);
      }
      if (!isReadMethod(request.method) || status !== 200) return payload;
      if (reply.hasHeader('etag')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const etag = reply.knownEtag ?? etagOf(payload);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type').removeHeader('content-length');
        // Fastify's HEAD handler reads the payload after this hook: an empty one, not null.
        return request.method === 'HEAD' ? '' : null;
      }
      return payload;
    });
  },
  { name: 'http-semantics' },
);

function isApiAnswer(reply: FastifyReply) {
  return /^application\/(json|problem\+json)/.test(String(reply.getHeader('content-type') ?? ''));
}

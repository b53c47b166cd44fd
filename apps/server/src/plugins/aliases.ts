import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route registered as an alias: the primary path it stands for. */
    aliasOf?: string;
  }
}

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The primary route's path parameters plus those only the alias path has (e.g. the board name in
 * /api/boards/{boardName}/posts/{id}, which the handler does not need): every parameter of a path
 * is declared in the OpenAPI document (CONTRACT.md 'HTTP behaviour').
 */
function aliasParams(route: RouteOptions, url: string): unknown {
  const primary = new Set(pathParams(route.url));
  const extra = pathParams(url).filter((name) => !primary.has(name));
  const params = route.schema?.params;
  if (extra.length === 0) return params;
  const shape = Object.fromEntries(
    extra.map((name) => [
      name,
      z.string().max(200).meta({ description: '별칭 경로의 구간 (무시됨)' }),
    ]),
  );
  return params instanceof z.ZodObject ? params.extend(shape) : z.object(shape);
}

function methods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Registers every alias of the table next to its primary route, with the same handler, hooks and
 * schema (marked deprecated). Must be registered before the routes it aliases. `ready` fails if an
 * entry of the table names a route nobody registered, so the table cannot rot silently.
 */
export default fp(
  async function aliases(app: FastifyInstance, opts: { table: Record<string, readonly string[]> }) {
    const unused = new Set(Object.keys(opts.table));
    app.addHook('onRoute', (route) => {
      if (route.config?.aliasOf) return;
      for (const method of methods(route)) {
        const key = `${method} ${route.url}`;
        const paths = opts.table[key];
        if (!paths) continue;
        unused.delete(key);
        for (const url of paths) {
          const params = aliasParams(route, url);
          app.route({
            ...route,
            method,
            url,
            schema: {
              ...route.schema,
              // Only when there are any: Fastify warns (FSTWRN001) of a `params` key set to undefined.
              ...(params !== undefined && { params }),
              deprecated: true,
              description: `${route.url}의 별칭`,
            },
            config: { ...route.config, aliasOf: route.url },
          } as RouteOptions);
        }
      }
    });
    app.addHook('onReady', async () => {
      if (unused.size > 0) {
        throw new Error(`별칭 표에 등록되지 않은 경로가 있습니다: ${[...unused].join(', ')}`);
      }
    });
  },
  { name: 'aliases' },
);

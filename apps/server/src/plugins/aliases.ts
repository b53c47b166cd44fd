import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route registered as an alias: the primary path it stands for. */
    aliasOf?: string;
  }
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
          app.route({
            ...route,
            method,
            url,
            schema: { ...route.schema, deprecated: true, description: `${route.url}의 별칭` },
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

import { Health, Readiness } from '@myeolgong/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: /readyz answers 503 so balancers stop routing here. */
    draining: boolean;
  }
}

/** Liveness answers while the process runs; readiness also needs the database. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: Readiness, 503: Readiness } } },
    async (_request, reply) => {
      if (app.draining) return reply.status(503).send({ status: 'draining', database: 'up' });
      const up = await app.database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};

export default healthRoutes;

import { Health, Readiness } from '@myeolgong/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Metrics } from '../../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: /readyz answers 503 so balancers stop routing here. */
    draining: boolean;
    /** This process's counters (lib/metrics.ts), served at /metrics. */
    metrics: Metrics;
  }
}

/**
 * Liveness answers while the process runs; readiness also needs the database; /metrics counts
 * what went wrong without failing a request (real-time publishes that were lost).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: '살아 있음 확인 (liveness)',
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: '요청을 받을 준비 확인 (readiness: 데이터베이스 포함, 종료 중이면 503)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      if (app.draining) return reply.status(503).send({ status: 'draining', database: 'up' });
      const up = await app.database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(app.metrics.render()),
  );
};

export default healthRoutes;

import { healthLive, healthReady } from '@myeolgong/contract/endpoints';
import { Health, Readiness } from '@myeolgong/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
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
const INTERNAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthLive.path,
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
    healthReady.path,
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
  const token = app.config.METRICS_TOKEN;
  /** Loopback, private (10/8, 172.16/12, 192.168/16), IPv6 unique-local or link-local. */
  const isInternal = (ip: string) => {
    try {
      // process: an IPv4 address a dual-stack socket reports as ::ffff:a.b.c.d is judged as IPv4.
      return INTERNAL_RANGES.has(ipaddr.process(ip).range());
    } catch {
      return false;
    }
  };
  /** METRICS_TOKEN's bearer when set, else a loopback or private client address. */
  const mayReadMetrics = (authorization: string | undefined, ip: string) => {
    if (token === undefined) return isInternal(ip);
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Answered as missing to everyone else: the counters are for the operators' scraper.
    if (!mayReadMetrics(request.headers.authorization, request.ip)) {
      return reply.status(404).send({
        success: false,
        status: 404,
        code: 'NOT_FOUND',
        message: '요청한 자원을 찾을 수 없습니다.',
      });
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(app.metrics.render());
  });
};

export default healthRoutes;

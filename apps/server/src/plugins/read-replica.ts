import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lsnKey, readContext, routedPool, type ReadContext } from '../db/replica-pool';
import { ReplicaRouter, type WriteMarks } from '../db/replica-router';
import type { Database } from '../db/schema';
import { TaggedCache } from '../lib/response-cache';
import { redisConnection } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The read handle of feeds, search and profile reads: the read replica of DATABASE_READ_URL
     * when it may answer this request, otherwise (and without a replica) the primary, `app.db`.
     * Only for reads that may lag a little; everything else uses `app.db`.
     */
    dbRead: Kysely<Database>;
    /** The replica's state and routing; null without DATABASE_READ_URL. */
    readReplica: ReplicaRouter | null;
  }
  interface FastifyRequest {
    readContext: (ReadContext & { resource: AsyncResource }) | null;
  }
}

/** Keeps `lsn` unless the key holds a later one; the key lives `ttl` ms after each write. */
const MAX_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if (not current) or current < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
`;

/**
 * Members' last write positions, in memory and, with REDIS_URL, in Redis
 * (`${prefix}replica-write:${id}`) so the instance that serves their next read knows them too.
 * They are kept `ttlMs`: by then the replica has replayed them or lags past REPLICA_MAX_LAG_MS
 * and reads go to the primary anyway.
 */
async function writeMarks(options: {
  redisUrl: string | undefined;
  prefix: string;
  ttlMs: number;
  log: FastifyBaseLogger;
}): Promise<WriteMarks> {
  const memory = new Map<number, { lsn: bigint; until: number }>();
  let redis: Redis | undefined;
  let connecting: Promise<unknown> = Promise.resolve();
  if (options.redisUrl) {
    redis = await redisConnection({
      url: options.redisUrl,
      name: `${options.prefix}replica`,
      log: options.log,
      warning: 'Redis(읽기 복제본) 연결 오류: 방금 글을 쓴 회원의 읽기를 주 서버로 보냅니다',
      options: { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 },
    });
    connecting = redis.connect().catch(() => undefined);
  }
  const key = (id: number) => `${options.prefix}replica-write:${id}`;
  return {
    async get(id) {
      const here = memory.get(id);
      const local = here && here.until > Date.now() ? here.lsn : null;
      if (!redis) return local;
      await connecting;
      // Throws while Redis is away: the router then reads from the primary.
      const shared = await redis.get(key(id));
      const remote = shared ? BigInt(`0x${shared}`) : null;
      if (local === null) return remote;
      return remote !== null && remote > local ? remote : local;
    },
    async set(id, lsn) {
      const here = memory.get(id);
      if (!here || here.lsn < lsn) memory.set(id, { lsn, until: Date.now() + options.ttlMs });
      if (!redis) return;
      await connecting;
      await redis.eval(MAX_SCRIPT, 1, key(id), lsnKey(lsn), String(options.ttlMs));
    },
    prune(replayed) {
      const now = Date.now();
      for (const [id, mark] of memory) {
        if (mark.lsn <= replayed || mark.until <= now) memory.delete(id);
      }
    },
    async close() {
      if (!redis) return;
      await connecting;
      if (redis.status === 'ready') await redis.quit().catch(() => redis!.disconnect());
      else redis.disconnect();
    },
  };
}

/** Hears every response-cache invalidation, here and from other instances, for the router. */
class InvalidationMarks extends TaggedCache<never> {
  constructor(private readonly router: ReplicaRouter) {
    super({ ttlMs: 1, maxEntries: 1 });
  }
  override invalidate(tags: readonly string[]) {
    if (tags.length > 0) this.router.noteInvalidation(tags);
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `app.dbRead` (docs/operations.md 'Read replica'). Without DATABASE_READ_URL it is `app.db`.
 * With it: a second pool on the replica, a router that checks the replica's lag every
 * REPLICA_CHECK_MS, every request in its own read context, members' writes remembered for
 * read-your-writes, and the response cache filled from the replica only when it is past the
 * invalidations of what it would keep.
 */
export default fp(
  async function readReplica(app: FastifyInstance) {
    const { config } = app;
    const url = config.DATABASE_READ_URL;
    if (!url || app.database.kind !== 'postgres') {
      app.decorate('dbRead', app.db);
      app.decorate('readReplica', null);
      return;
    }
    const replica = new pg.Pool({
      connectionString: url,
      options: '-c jit=off',
      max: config.DATABASE_POOL_SIZE,
      // A replica that does not answer soon is taken out: the primary answers meanwhile.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
    });
    replica.on('error', () => undefined);
    replica.on('connect', (client) => client.on('error', () => undefined));
    const writes = await writeMarks({
      redisUrl: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      ttlMs: config.REPLICA_MAX_LAG_MS + 3 * config.REPLICA_CHECK_MS + 5_000,
      log: app.log,
    });
    const router = new ReplicaRouter({
      primary: app.database.pool,
      replica,
      writes,
      maxLagMs: config.REPLICA_MAX_LAG_MS,
      checkMs: config.REPLICA_CHECK_MS,
      log: app.log,
      metrics: app.metrics,
    });
    const dbRead = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: routedPool(app.database.pool, replica, router) }),
    });
    app.decorate('dbRead', dbRead);
    app.decorate('readReplica', router);
    app.decorateRequest('readContext', null);
    router.start();
    app.addHook('onClose', async () => {
      await router.stop();
      await dbRead.destroy();
      await replica.end().catch(() => undefined);
      await writes.close();
    });

    app.responseCache.attach(new InvalidationMarks(router), '');
    app.responseCache.fillGuard = (request: FastifyRequest) =>
      request.readContext?.decided?.fillable ?? true;

    // The handler runs in the request's read context. Fastify runs preValidation and the handler
    // from the body stream's events, outside the context the onRequest hook entered: re-entered
    // there, as @fastify/request-context does.
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.config.responseCache;
      const context: ReadContext = {
        readOnly: request.method === 'GET' || request.method === 'HEAD',
        memberId: () => request.viewer?.id ?? null,
        tags: route
          ? route.tags({
              params: (request.params ?? {}) as Record<string, string | undefined>,
              body: undefined,
            })
          : [],
      };
      readContext.run(context, () => {
        const resource = new AsyncResource('read-replica');
        request.readContext = Object.assign(context, { resource });
        resource.runInAsyncScope(done);
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.readContext) request.readContext.resource.runInAsyncScope(done);
      else done();
    });

    // Read-your-writes: a member's write (answered, or failed after its commit) remembers the
    // primary's position; their reads stay on the primary until the replica has replayed it.
    app.addHook('onSend', async (request, reply, payload) => {
      const viewer = request.viewer;
      if (!viewer || !MUTATING.has(request.method)) return payload;
      if (reply.statusCode >= 400 && reply.statusCode < 500) return payload;
      try {
        await router.noteWrite(viewer.id);
      } catch (err) {
        request.log.warn({ err }, '방금 쓴 글의 WAL 위치를 기록하지 못했습니다');
      }
      return payload;
    });
  },
  { name: 'read-replica', dependencies: ['response-cache'] },
);

import Fastify, { type FastifyServerOptions } from 'fastify';
import secureJson from 'secure-json-parse';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aliasTable } from './aliases';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Database } from './db/schema';
import type { Kysely } from 'kysely';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { trustFunction } from './lib/client-address';
import { koreanIssueMessage } from './lib/korean-validation';
import { createMetrics } from './lib/metrics';
import { createRateLimiter, memoryRateLimitStore } from './lib/rate-limit';
import { createRedisRateLimitStore } from './lib/redis-rate-limit';
import { createTokenService } from './lib/tokens';
import aiRoutes from './modules/ai/ai.routes';
import authRoutes from './modules/auth/auth.routes';
import boardsRoutes from './modules/boards/boards.routes';
import postsRoutes from './modules/posts/posts.routes';
import searchPlugin from './modules/search/search.plugin';
import searchRoutes from './modules/search/search.routes';
import commentsRoutes from './modules/comments/comments.routes';
import conventionsRoutes from './modules/conventions/conventions.routes';
import draftsRoutes from './modules/drafts/drafts.routes';
import watchlistRoutes from './modules/watchlist/watchlist.routes';
import followsRoutes from './modules/follows/follows.routes';
import predictionsRoutes from './modules/predictions/predictions.routes';
import predictionsSettlement from './modules/predictions/predictions.plugin';
import sentimentRoutes from './modules/sentiment/sentiment.routes';
import filesRoutes from './modules/files/files.routes';
import linkPreviewRoutes from './modules/link-preview/link-preview.routes';
import messagesRoutes from './modules/messages/messages.routes';
import moderationRoutes from './modules/moderation/moderation.routes';
import cleanTalkRoutes from './modules/moderation/clean-talk.routes';
import notificationsWorker from './modules/notifications/notifications.plugin';
import notificationsRoutes from './modules/notifications/notifications.routes';
import push from './modules/push/push.plugin';
import pushRoutes from './modules/push/push.routes';
import writeGuard from './modules/moderation/write-guard';
import type { Broker } from './modules/realtime/broker';
import realtime from './modules/realtime/realtime.plugin';
import usersRoutes from './modules/users/users.routes';
import auth from './plugins/auth';
import healthRoutes from './modules/health/health.routes';
import siteRoutes from './modules/site/site.routes';
import stockAlerts from './modules/stock-alerts/stock-alerts.plugin';
import stocks, { type StocksPluginOptions } from './modules/stocks/stocks.plugin';
import simulatorControlRoutes from './modules/stocks/simulator-control.routes';
import stocksRoutes from './modules/stocks/stocks.routes';
import stockTalkRoutes from './modules/stock-talk/stock-talk.routes';
import aliases from './plugins/aliases';
import errorHandling, { frameworkErrors } from './plugins/errors';
import asyncapi from './plugins/asyncapi';
import openapi from './plugins/openapi';
import compression from './plugins/compression';
import httpSemantics from './plugins/http-semantics';
import readReplica from './plugins/read-replica';
import repositories from './repositories';
import viewerMarks from './plugins/viewer-marks';
import responseCache from './plugins/response-cache';
import security from './plugins/security';
import services from './services';
import web from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database handle (kind, ping, close). */
    database: Db;
    /** The query builder. */
    db: Kysely<Database>;
  }
}

// Validation messages in Korean, for every schema in this process (lib/korean-validation.ts).
z.config({ localeError: koreanIssueMessage });

export interface AppDeps {
  config: Config;
  database: Db;
  /** Signs sign-in tokens and short-lived sealed data. */
  jwtSecret: string;
  /** Where the built web app is; undefined serves the API alone. */
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The real-time broker; unset: Redis pub/sub when REDIS_URL is set, otherwise in process. */
  broker?: Broker;
  /** The stock clock and provider; unset: Date.now and the provider of STOCK_PROVIDER. */
  stocks?: StocksPluginOptions;
  /** The clock of the rate-limit windows (milliseconds); tests move it instead of sleeping. */
  now?: () => number;
}

/** Builds the whole server without listening or touching anything outside `deps`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: deps.config.BODY_LIMIT,
    // TRUST_PROXY (off by default): X-Forwarded-For counts only from the proxies it names, so a
    // client cannot pick its own address for the per-address limits (CONTRACT.md 'Client address').
    trustProxy: trustFunction(deps.config.TRUST_PROXY) ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A whole request must arrive within this time: an hour, SPEC.md §9's video upload time-out
    // (100 MB on a slow phone link). Other bodies are capped at BODY_LIMIT, headers at 60 s.
    requestTimeout: 3_600_000,
    // A request that reaches a closing server on a keep-alive connection (the balancer sent it
    // before it saw the drain) is served as usual, with `Connection: close`, instead of Fastify's
    // English 503: the database stays open until the close is done (start.ts). Found by the
    // cluster fault suite's rolling restart.
    return503OnClosing: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Like Fastify's own JSON parser (prototype-poisoning safe), but an empty body is no body: SPEC.md
  // sends POST /api/posts/{id}/view and like calls with a JSON content type and nothing in them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  // Read by /readyz (modules/health), set by server.ts when shutdown begins.
  app.decorate('draining', false);
  // Counters of what goes wrong without failing a request, served at /metrics (modules/health).
  app.decorate('metrics', createMetrics());

  await app.register(errorHandling);
  await app.register(security);
  // Before every route: HEAD shares GET's cache entries, and its answers get ETags after it.
  await app.register(responseCache);
  // `app.dbRead` for the modules' feed, search and profile reads: after the response cache (what
  // it fills from a replica), before the modules (they take the handle when registered).
  await app.register(readReplica);
  await app.register(repositories);
  // After the response cache (its ETags come first), before every route (it keeps the route table
  // for 405 answers) and before compression (ETags are of the uncompressed body).
  await app.register(httpSemantics);
  await app.register(compression);
  await app.register(openapi, { siteName: deps.config.SITE_NAME });
  await app.register(asyncapi, { siteName: deps.config.SITE_NAME });
  await app.register(aliases, { table: aliasTable });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16_384 });
  // With REDIS_URL, every instance counts in the same Redis windows (docs/operations.md).
  const { REDIS_URL, REDIS_PREFIX, RATE_LIMIT } = deps.config;
  const redisLimits =
    REDIS_URL && RATE_LIMIT
      ? await createRedisRateLimitStore({ url: REDIS_URL, prefix: REDIS_PREFIX, log: app.log })
      : undefined;
  if (redisLimits) app.addHook('onClose', async () => redisLimits.close());
  // The response cache is registered above, before the modules (their routes declare what they
  // cache and what their writes invalidate) and before auth (its cache of members hears the same
  // invalidations).
  await app.register(auth, {
    tokens: createTokenService(deps.jwtSecret),
    rateLimiter: createRateLimiter(
      redisLimits ?? memoryRateLimitStore(deps.now),
      deps.config.RATE_LIMIT,
      deps.now,
    ),
  });
  await app.register(writeGuard);
  // After auth (a member's writes drop their marks), before the services that read them.
  await app.register(viewerMarks);
  // Before the modules: they publish through app.realtime after their commits.
  await app.register(realtime, { broker: deps.broker });
  // Before the modules: the search route and the AI tools share `app.searchService`.
  await app.register(searchPlugin);
  // Every service built once (app.services), from the repositories and the decorators above;
  // before the modules, whose routes call them.
  await app.register(services);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(boardsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(followsRoutes);
  await app.register(conventionsRoutes);
  await app.register(draftsRoutes);
  await app.register(postsRoutes);
  await app.register(searchRoutes);
  await app.register(commentsRoutes);
  await app.register(aiRoutes);
  await app.register(stocks, deps.stocks ?? {});
  await app.register(stocksRoutes);
  await app.register(simulatorControlRoutes);
  await app.register(stockTalkRoutes);
  await app.register(watchlistRoutes);
  await app.register(sentimentRoutes);
  await app.register(predictionsRoutes);
  await app.register(filesRoutes);
  await app.register(linkPreviewRoutes);
  await app.register(moderationRoutes);
  await app.register(cleanTalkRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(notificationsWorker);
  await app.register(push);
  await app.register(pushRoutes);
  await app.register(stockAlerts);
  await app.register(predictionsSettlement);

  await app.register(web, { root: deps.webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

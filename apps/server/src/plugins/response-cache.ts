// Over 400 lines: one cache policy whose hooks (hits, stale answers, refreshes) share its state.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../lib/viewer';
import { canSeeHiddenComments } from '../policies/comment';
import { canSeeHiddenPosts } from '../policies/post';
import {
  ALL_TAGS,
  addVary,
  etagOf,
  hasCredentials,
  JsonText,
  matchesEtag,
  ResponseCache,
  type Lifetime,
  type Snapshot,
  type TaggedCache,
} from '../lib/response-cache';
import { redisBus } from './response-cache-bus';

/** What a route's tag function sees of the request: raw path parameters and the parsed body. */
interface CacheTagSource {
  params: Record<string, string | undefined>;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An anonymous GET: kept in memory and sent with an ETag and a short public max-age until a
     * write invalidates one of its tags. Signed-in requests bypass it and get `private, no-store`.
     */
    responseCache?: { tags(source: CacheTagSource): string[] };
    /**
     * A write's tags. Unset on POST/PUT/PATCH/DELETE: everything is invalidated, so a route that
     * forgets to declare stays correct. `[]`: it changes nothing an anonymous response shows.
     */
    invalidates?: (source: CacheTagSource) => string[];
  }
  interface FastifyInstance {
    responseCache: ResponseCacheHandle;
  }
  interface FastifyRequest {
    responseCacheState: CacheState | null;
  }
}

interface ResponseCacheHandle {
  readonly cache: ResponseCache;
  /** Drops the entries of `tags` here and, with Redis, on every other instance. */
  invalidate(tags: string[]): Promise<void>;
  /** False while another instance's invalidations could be missed (Redis away): no caching. */
  readonly usable: boolean;
  /** True while this instance hears every invalidation (its own, and others' over Redis). */
  readonly hearsAll: boolean;
  /**
   * Another cache that the invalidations of tags starting with `scope` reach, local or remote;
   * it is emptied when the bus may have missed some. `*` (a write that did not say what it
   * changes) is about responses and does not reach it.
   */
  attach(other: TaggedCache<unknown>, scope: string): void;
  /**
   * Whether what `request` read may be kept (plugins/read-replica.ts: not when it came from a
   * replica that has not replayed the latest invalidations of its tags). Unset: always.
   */
  fillGuard: ((request: FastifyRequest) => boolean) | null;
  /**
   * The handler of a cached route for a signed-in member who sees what everyone sees but their
   * own state: the anonymous response (from memory, or rendered anonymously and kept for
   * everyone) given to `personalize`, whose answer is sent. Operators, and members for whom
   * `personalize` returns null (they block someone), get `render(viewer)`, as does everyone
   * while the cache is not usable. Anonymous requests go to `render(null)` and the usual path.
   */
  personal<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (viewer: Viewer | null) => Promise<T>,
    personalize: (everyone: T, viewer: Viewer) => Promise<T | JsonText | null>,
  ): Promise<T>;
}

type CacheState =
  | { kind: 'private' }
  | { kind: 'hit' }
  | {
      kind: 'miss';
      key: string | null;
      tags: string[];
      snapshot: Snapshot;
      /** Set on the one request that renders the key for others waiting on it. */
      done?: () => void;
    };

const JSON_TYPE = 'application/json; charset=utf-8';

/** A browser navigation (HTML wanted) to a path outside /api/. */
function isPageNavigation(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? request.url;
  return !route.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

/** Smaller answers go out plain: gzip would save less than its headers cost. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(request: FastifyRequest): boolean {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b(?!;\s*q=0(\.0*)?(,|$))/.test(accept);
}

/** How long a miss waits for an identical request already rendering before rendering itself. */
const COALESCE_WAIT_MS = 2000;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Marks the server's own requests that render an expired answer anew (`refresh` below). */
const REFRESH_HEADER = 'x-response-cache-refresh';

function source(request: FastifyRequest): CacheTagSource {
  return {
    params: (request.params ?? {}) as Record<string, string | undefined>,
    body: request.body,
  };
}

/**
 * DESIGN.md 'Budgets': anonymous feeds, post details and comment lists served from memory, with
 * an ETag (304 on If-None-Match) and `Cache-Control: public, max-age=RESPONSE_CACHE_SECONDS`;
 * every write drops what it changes before its response is sent (docs/decisions/010).
 */
export default fp(
  async function responseCache(app: FastifyInstance) {
    const { config } = app;
    const seconds = config.RESPONSE_CACHE_SECONDS;
    // Numbered pages past the first live longer in memory (never in browsers: their max-age is
    // `seconds`), each kept as long again for the requests during its render
    // (docs/decisions/010, 2026-12-04).
    const pageMs = Math.max(config.RESPONSE_CACHE_PAGE_SECONDS, seconds) * 1000;
    const pageLifetime: Lifetime = { ttlMs: pageMs, graceMs: pageMs };
    const cache = new ResponseCache({
      ttlMs: seconds * 1000,
      maxEntries: config.RESPONSE_CACHE_ENTRIES,
      // An expired answer (never an invalidated one) is served for one more TTL to the requests
      // that arrive while one request renders it anew (docs/decisions/010, 2026-12-02).
      graceMs: seconds * 1000,
      longest: pageLifetime,
    });
    /**
     * A numbered page past the first (`page` ≥ 1) of a cached list: what ages in it without a
     * write is only view counts and the popular lists' clock, and 200 such URLs of one board
     * would otherwise be rendered anew about 40 times a second at the default 5 s.
     */
    const lifetimeOf = (request: FastifyRequest): Lifetime | undefined => {
      const page = (request.query as Record<string, unknown> | null | undefined)?.page;
      return Number(page) >= 1 ? pageLifetime : undefined;
    };
    const attached: { cache: TaggedCache<unknown>; scope: string }[] = [];
    const hearsAll = () => bus === null || bus.connected;
    const invalidateHere = (tags: string[]) => {
      cache.invalidate(tags);
      for (const other of attached) {
        other.cache.invalidate(tags.filter((tag) => tag.startsWith(other.scope)));
      }
    };
    const reset = () => {
      cache.clear();
      for (const other of attached) other.cache.clear();
    };
    const bus = config.REDIS_URL
      ? await redisBus(config.REDIS_URL, config.REDIS_PREFIX, app.log, invalidateHere, reset)
      : null;
    app.addHook('onClose', async () => bus?.close());

    /** Keys being rendered now: misses of one key at once render it once, the others wait. */
    const rendering = new Map<string, Promise<void>>();
    /** Waits (at most COALESCE_WAIT_MS) for a render of `key` already under way. */
    async function awaitRendering(key: string): Promise<void> {
      const pending = rendering.get(key);
      if (!pending) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pending, new Promise((r) => (timer = setTimeout(r, COALESCE_WAIT_MS)))]);
      clearTimeout(timer);
    }
    /** Marks `key` as being rendered; the returned function ends that (null: already marked). */
    function startRendering(key: string): (() => void) | null {
      if (rendering.has(key)) return null;
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      rendering.set(key, promise);
      return () => {
        if (rendering.get(key) === promise) rendering.delete(key);
        resolve();
      };
    }

    /** Known only to this process: a client sending the header cannot force renders. */
    const refreshSecret = randomBytes(16).toString('hex');
    /**
     * Renders `url` anew for everyone in the background, as an anonymous request of the server to
     * itself that stores its answer like any miss, then ends the mark `done` of startRendering.
     * Meanwhile every request, the one that found the answer expired included, gets the expired
     * answer (no write has changed it): nobody waits for a render of an answer that only aged
     * (a table page whose counts may have moved, docs/decisions/010's 2026-12-03 addendum).
     */
    function refresh(url: string, done: () => void) {
      app
        .inject({
          method: 'GET',
          url,
          headers: { [REFRESH_HEADER]: refreshSecret, accept: 'application/json' },
        })
        .then(
          (response) => {
            if (response.statusCode >= 500) app.log.warn({ url }, 'response cache refresh failed');
          },
          (error: unknown) => app.log.warn({ err: error, url }, 'response cache refresh failed'),
        )
        .finally(done);
    }
    /** The expired answer of `key`, a background render of it started (null: none to serve). */
    function staleRefreshing(key: string, url: string): ReturnType<typeof cache.getStale> {
      const stale = cache.getStale(key);
      const done = stale === undefined ? null : startRendering(key);
      if (!done) return undefined;
      refresh(url, done);
      return stale;
    }

    const handle: ResponseCacheHandle = {
      cache,
      get usable() {
        return config.RESPONSE_CACHE && hearsAll();
      },
      get hearsAll() {
        return hearsAll();
      },
      async invalidate(tags) {
        if (tags.length === 0) return;
        invalidateHere(tags);
        await bus?.publish(tags);
      },
      attach(other, scope) {
        attached.push({ cache: other, scope });
      },
      fillGuard: null,
      async personal(request, reply, render, personalize) {
        const viewer = request.viewer;
        const route = request.routeOptions.config.responseCache;
        const query = request.query as Record<string, unknown> | undefined;
        if (
          !viewer ||
          canSeeHiddenPosts(viewer) ||
          canSeeHiddenComments(viewer) ||
          !route ||
          !handle.usable ||
          request.responseCacheState?.kind !== 'private' ||
          (query !== undefined && query !== null && 'token' in query)
        ) {
          return render(viewer);
        }
        const key = request.url;
        let everyone = cache.get(key);
        if (!everyone && !rendering.has(key)) everyone = staleRefreshing(key, request.url);
        if (!everyone && rendering.has(key)) {
          // Members asking for one key at once when it has expired (a frequent search word
          // every RESPONSE_CACHE_SECONDS) render everyone's answer once, as visitors' misses do,
          // and meanwhile start from the expired one when no write has changed it.
          // (No await between the miss and startRendering below, or they would all render.)
          everyone = cache.getStale(key);
          if (!everyone) {
            await awaitRendering(key);
            everyone = cache.get(key);
          }
        }
        if (!everyone) {
          const snapshot = cache.snapshot();
          const done = startRendering(key);
          try {
            // What the route's schema lets out, as anonymous readers get it (the parsed copy
            // below comes from these bytes, not from the rendered object).
            const body = Buffer.from(reply.serialize(await render(null)) as string);
            everyone = { body, contentType: JSON_TYPE, etag: etagOf(body) };
            if (handle.fillGuard?.(request) !== false)
              cache.set(key, everyone, route.tags(source(request)), snapshot, lifetimeOf(request));
          } finally {
            done?.();
          }
        }
        everyone.value ??= JSON.parse(everyone.body.toString('utf8'));
        const mine = await personalize(everyone.value as Parameters<typeof personalize>[0], viewer);
        if (mine === null) return render(viewer);
        reply.type(JSON_TYPE);
        // Checked against the route's schema when rendered: JSON text, which Fastify passes on.
        if (!(mine instanceof JsonText)) return JSON.stringify(mine) as unknown as typeof mine;
        if (mine.etag) reply.knownEtag = mine.etag;
        return mine.text as unknown as Awaited<ReturnType<typeof render>>;
      },
    };
    app.decorate('responseCache', handle);
    app.decorateRequest('responseCacheState', null);
    const publicControl = `public, max-age=${seconds}`;
    const release = (request: FastifyRequest) => {
      const state = request.responseCacheState;
      if (state?.kind === 'miss') state.done?.();
    };
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));

    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.config;
      // HEAD answers the headers GET would (CONTRACT.md 'HTTP behaviour'): the same entry.
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !route.responseCache) return;
      // A browser opening a page whose path an API alias shares (/boards/free, /user/5) gets the
      // web app's page (plugins/web.ts): neither served from nor stored under the JSON's key.
      if (isPageNavigation(request)) return;
      if (hasCredentials(request)) {
        request.responseCacheState = { kind: 'private' };
        return;
      }
      const tags = route.responseCache.tags(source(request));
      const key = handle.usable ? request.url : null;
      let hit = key === null ? undefined : cache.get(key);
      // Misses of one key at once (an expired hot feed under load) render it once: the others
      // take the expired answer while no write has changed it (stale while revalidating), or
      // else wait for the first and take what it stored.
      let expired = false;
      // The server's own render of an expired answer (refresh above) renders, whatever else.
      const refreshing = request.headers[REFRESH_HEADER] === refreshSecret;
      if (key !== null && !hit && !refreshing && !rendering.has(key)) {
        hit = staleRefreshing(key, request.url);
        expired = hit !== undefined;
      }
      if (key !== null && !hit && !refreshing && rendering.has(key)) {
        hit = cache.getStale(key);
        expired = hit !== undefined;
        if (!hit) {
          await awaitRendering(key);
          hit = cache.get(key);
        }
      }
      if (!hit) {
        const state: CacheState = { kind: 'miss', key, tags, snapshot: cache.snapshot() };
        const done = key === null ? null : startRendering(key);
        if (done) state.done = done;
        request.responseCacheState = state;
        return;
      }
      request.responseCacheState = { kind: 'hit' };
      // An expired answer is not kept by the browser: its next request gets the new one.
      reply
        .header('etag', hit.etag)
        .header('cache-control', expired ? 'public, max-age=0' : publicControl);
      addVary(reply, 'Authorization');
      addVary(reply, 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      reply.type(hit.contentType);
      if (hit.body.length >= GZIP_MIN_BYTES && acceptsGzip(request)) {
        hit.gzip ??= gzipSync(hit.body, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(hit.gzip);
      }
      return reply.send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (MUTATING.has(request.method)) {
        const status = reply.statusCode;
        // A 4xx changed nothing; a 5xx may have failed after its commit.
        if (status < 400 || status >= 500) {
          const declared = request.routeOptions.config.invalidates;
          await handle.invalidate(declared ? declared(source(request)) : [ALL_TAGS]);
        }
        return payload;
      }
      const state = request.responseCacheState;
      if (!state || state.kind === 'hit') return payload;
      addVary(reply, 'Authorization');
      if (state.kind === 'private') {
        reply.header('cache-control', 'private, no-store');
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag).header('cache-control', publicControl);
      addVary(reply, 'Accept-Encoding');
      const body = Buffer.from(payload);
      const gzip =
        body.length >= GZIP_MIN_BYTES && acceptsGzip(request)
          ? gzipSync(body, { level: 6 })
          : undefined;
      if (state.key !== null && handle.fillGuard?.(request) !== false) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json');
        const response = { body, contentType, etag, gzip };
        cache.set(state.key, response, state.tags, state.snapshot, lifetimeOf(request));
      }
      state.done?.();
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        // Fastify's HEAD handler reads the payload after this hook: an empty one, not null.
        return request.method === 'HEAD' ? '' : null;
      }
      if (gzip) {
        reply.header('content-encoding', 'gzip').removeHeader('content-length');
        return gzip;
      }
      return payload;
    });
  },
  { name: 'response-cache' },
);

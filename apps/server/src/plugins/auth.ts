import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/errors';
import { cacheTags, TaggedCache } from '../lib/response-cache';
import type { RateLimiter } from '../lib/rate-limit';
import type { TokenService } from '../lib/tokens';
import type { Viewer } from '../lib/viewer';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    rateLimiter: RateLimiter;
    /** preHandler: 401 unless a valid token of a live member came with the request. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: sets request.viewer when a valid token came, otherwise leaves it null. */
    optionalUser: preHandlerAsyncHookHandler;
    /** The member behind a bearer token (valid, current, account live), or null. */
    resolveViewer(token: string): Promise<Viewer | null>;
    /**
     * Call after changing a member's role, restriction, token version or deletion: requests
     * with their tokens read the account again, here and on every other instance.
     */
    forgetMember(userId: number): Promise<void>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const EXPIRED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export default fp(
  async function auth(
    app: FastifyInstance,
    opts: { tokens: TokenService; rateLimiter: RateLimiter },
  ) {
    app.decorate('tokens', opts.tokens);
    app.decorate('rateLimiter', opts.rateLimiter);
    app.decorateRequest('viewer', null);

    const { SESSION_CACHE_SECONDS, SESSION_CACHE_ENTRIES } = app.config;
    /**
     * Members by user id and token version, for SESSION_CACHE_SECONDS. Everything that changes
     * what a Viewer holds calls forgetMember (tag `member:{id}`), whose invalidation reaches every
     * instance over the response cache's bus; while that bus is away nothing is kept.
     */
    const members = new TaggedCache<Viewer | null>({
      ttlMs: SESSION_CACHE_SECONDS * 1000,
      maxEntries: SESSION_CACHE_ENTRIES,
    });
    app.responseCache.attach(members, cacheTags.members);
    const cacheable = () => SESSION_CACHE_SECONDS > 0 && app.responseCache.hearsAll;

    async function readMember(userId: number, version: number): Promise<Viewer | null> {
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'role', 'token_version', 'restricted_until'])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.token_version !== version) return null;
      return { id: row.id, role: row.role, restrictedUntil: row.restricted_until };
    }

    /** The member behind a token, if the token is valid, current and the account is live. */
    async function resolve(token: string): Promise<Viewer | null> {
      const claims = await opts.tokens.verify(token);
      if (!claims) return null;
      if (!cacheable()) return readMember(claims.userId, claims.version);
      const key = `${claims.userId}:${claims.version}`;
      const known = members.get(key);
      if (known !== undefined) return known;
      const snapshot = members.snapshot();
      const viewer = await readMember(claims.userId, claims.version);
      members.set(key, viewer, [cacheTags.member(claims.userId)], snapshot);
      return viewer;
    }

    app.decorate('forgetMember', (userId: number) =>
      app.responseCache.invalidate([cacheTags.member(userId)]),
    );
    app.decorate('resolveViewer', resolve);

    app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
      const token = bearer(request);
      if (!token) throw unauthenticated();
      request.viewer = await resolve(token);
      if (!request.viewer) throw unauthenticated(EXPIRED);
    });

    app.decorate('optionalUser', async function optionalUser(request: FastifyRequest) {
      const token = bearer(request);
      request.viewer = token ? await resolve(token) : null;
    });
  },
  { name: 'auth', dependencies: ['response-cache'] },
);

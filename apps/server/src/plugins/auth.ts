import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema';
import { unauthenticated } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import type { TokenService } from '../lib/tokens';

/** The signed-in member making the request. */
export interface Viewer {
  id: number;
  role: Role;
  restrictedUntil: Date | null;
}

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

    /** The member behind a token, if the token is valid, current and the account is live. */
    async function resolve(token: string): Promise<Viewer | null> {
      const claims = await opts.tokens.verify(token);
      if (!claims) return null;
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'role', 'token_version', 'restricted_until'])
        .where('id', '=', claims.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.token_version !== claims.version) return null;
      return { id: row.id, role: row.role, restrictedUntil: row.restricted_until };
    }

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
  { name: 'auth' },
);

export const isAdmin = (viewer: Viewer | null) =>
  viewer?.role === 'ADMIN' || viewer?.role === 'SUPER_ADMIN';

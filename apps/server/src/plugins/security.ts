import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS_MAX_AGE = 31_536_000;
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The headers for the few answers Fastify's router sends before any hook runs (a malformed or
 * over-long URL): they carry no page, so the strictest policy fits.
 */
export const routerErrorHeaders: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
};

/**
 * Security headers on every response, and a strict Content-Security-Policy: scripts only from this
 * origin and never inline, because the JWT lives in localStorage (DESIGN.md 'Tokens').
 *
 * Helmet's middleware is built once and run on each request (it sets precomputed headers):
 * @fastify/helmet built a new one per request, parsing the policy every time (3 % of the server's
 * time under a stream of small answers, issue 24).
 */
export default fp(
  async function security(app: FastifyInstance) {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // The hash is the one <style> Radix's scroll lock injects when a dialog opens (zero-width
          // scrollbar case); other variants are blocked harmlessly, our own CSS locks the scroll.
          styleSrc: ["'self'", "'sha256-nzTgYzXYDNe6BAHiiI7NNlfK8n/auuOAhh2t92YvuXo='"],
          // React sets style properties through the DOM, but a few libraries set style attributes.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The Google sign-in popup posts its result to window.opener, which needs the opener kept.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: REFERRER_POLICY },
      strictTransportSecurity: { maxAge: HSTS_MAX_AGE, includeSubDomains: true },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);

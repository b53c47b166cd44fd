import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';

/**
 * CONTRACT.md 'HTTP behaviour': JSON and text answers of 1 KB or more are compressed, br or gzip
 * as the client accepts (@fastify/compress). Answers that arrive already encoded pass through:
 * the web app's precompressed pages and assets (plugins/web.ts) and the response cache's gzip.
 * Brotli at quality 4: close to gzip's speed at a better ratio for JSON; the build compresses
 * static assets at maximum settings ahead of time. Byte ranges and streamed answers (uploads,
 * AI answers, SockJS) are not compressed: their routes take over the reply or turn it off.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

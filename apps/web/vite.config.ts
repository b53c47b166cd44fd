/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:8080';

/** These server paths share a prefix with pages of the app: browsers asking for HTML get the app. */
const pageAwareProxy: ProxyOptions = {
  target: apiOrigin,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
};

/**
 * Writes `.br` and `.gz` next to every text asset of the build, once, at maximum compression: the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'myeolgong:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(dir, file));
          if (data.length < 1024) return;
          await writeFile(
            path.join(dir, `${file}.br`),
            brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/ws': { target: apiOrigin, ws: true },
      '/healthz': apiOrigin,
      '/auth': apiOrigin,
      '/files': apiOrigin,
      '^/users?(/|$)': pageAwareProxy,
      '^/posts(/|$)': pageAwareProxy,
    },
  },
  build: {
    // bench/web.ts reads the chunk graph from dist/.vite/manifest.json for the size budget.
    manifest: true,
    rolldownOptions: {
      // The contract's zod schemas are declarations without side effects: a page that imports only
      // a contract constant (messages, limits) must not pull zod into its bundle. PostType is a zod
      // schema the contract calls methods on (PostType.default(...)) outside a z. chain.
      treeshake: { manualPureFunctions: ['z', 'PostType'] },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A test waits up to 5 s per findBy (vitest.setup.ts); a few in a row on a busy 2-core machine
    // pass the default 5 s for the whole test.
    testTimeout: 15_000,
  },
});

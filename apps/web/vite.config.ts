/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:8080';

/** These server paths share a prefix with pages of the app: browsers asking for HTML get the app. */
const pageAwareProxy: ProxyOptions = {
  target: apiOrigin,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});

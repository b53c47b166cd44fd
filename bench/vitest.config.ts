import { defineConfig } from 'vitest/config';

// The generator's test on its own: `npx vitest run --config bench/vitest.config.ts` runs it on
// PGlite, `TEST_DB=postgres npx vitest run --config bench/vitest.config.ts` on PostgreSQL
// (apps/server/test/database.ts reads TEST_DB). The root config may list this folder as a project.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { adminUrl, postgresReachable } from './apps/server/test/database.ts';

// Server tests run on the embedded PGlite always, and again on PostgreSQL wherever one answers
// (CI makes sure it does), so both databases are covered by the same tests.
export default defineConfig(async () => {
  const server = (name: string, db: 'pglite' | 'postgres'): TestProjectConfiguration => ({
    test: {
      name,
      root: './apps/server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  const projects: TestProjectConfiguration[] = [
    server('server:pglite', 'pglite'),
    './apps/web',
    { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
    './bench/vitest.config.ts',
  ];
  if (await postgresReachable()) {
    projects.splice(1, 0, server('server:postgres', 'postgres'));
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    // .ci/run sets this: there a green run must have covered both databases.
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL does not answer at ${adminUrl}`);
  } else {
    console.warn(
      `\n[vitest] PostgreSQL에 연결할 수 없어 (${adminUrl}) 서버 테스트를 내장 PGlite에서만 실행합니다.\n`,
    );
  }
  // Vitest's default on 2 cores is one worker; test files spend most of their time importing and
  // waiting on databases, so two overlap well there.
  return { test: { projects, maxWorkers: Math.max(2, availableParallelism() - 1) } };
});

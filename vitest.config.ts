import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
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
      // Worker threads, not child processes (every project): starting one costs less; the unit
      // stage used a fifth less CPU and wall time (docs/testing.md).
      pool: 'threads',
      // Files in one worker share its module graph (each still builds its own app and database):
      // importing the server's modules was about 1.5 s of every file's CPU, twice per database
      // (decision 135).
      isolate: false,
      env: { TEST_DB: db },
      // The migrated database each test file copies (test/global-setup.ts).
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  // The web's test files share a worker's modules and its jsdom (`isolate: false`): setting up
  // jsdom for every file was half of the web project's time (117 s → 19 s on the 2-core machine).
  // A file that mocks a module (`vi.mock`) needs a module graph of its own, so those run in
  // `web:isolated`, found by reading the files (decision 136).
  const webRoot = './apps/web';
  const webTests = (readdirSync(path.join(webRoot, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
  const mocking = webTests.filter((file) =>
    readFileSync(path.join(webRoot, file), 'utf8').includes('vi.mock('),
  );
  const web = (name: string, files: string[], isolate: boolean): TestProjectConfiguration => ({
    extends: `${webRoot}/vite.config.ts`,
    test: { name, root: webRoot, include: files, isolate },
  });
  const projects: TestProjectConfiguration[] = [
    server('server:pglite', 'pglite'),
    web(
      'web',
      webTests.filter((file) => !mocking.includes(file)),
      false,
    ),
    web('web:isolated', mocking, true),
    {
      test: {
        name: 'contract',
        root: './packages/contract',
        include: ['src/**/*.test.ts'],
        pool: 'threads',
      },
    },
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
  return {
    test: {
      projects,
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Beside the default summary, each file's and project's seconds for the stage table that
      // `npm test` and .ci/run print (scripts/test/report.mjs, docs/testing.md).
      reporters: ['default', './scripts/test/vitest-timings.mjs'],
    },
  };
});

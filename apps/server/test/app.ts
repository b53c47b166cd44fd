import type { Broker } from '../src/modules/realtime/broker';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseTarget, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loadKnowledge } from '../src/modules/ai/knowledge/load-knowledge';
import { ensureFirstOperator } from '../src/modules/auth/first-operator';
import { usersRepository } from '../src/modules/users/users.repository';
import type { StocksPluginOptions } from '../src/modules/stocks/stocks.plugin';
import { createTestDatabase } from './database';

export interface TestApp {
  app: App;
  database: Db;
  config: Config;
  jwtSecret: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated database (PGlite or PostgreSQL, per TEST_DB), with rate limits
 * off and no demo content unless `env` says otherwise. Requests go through `app.inject`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    beforeReady?: (app: App) => void;
    stocks?: StocksPluginOptions;
    /** The signing secret of tokens; random when unset (tests that forge tokens pass their own). */
    jwtSecret?: string;
    /** The rate-limit clock, in milliseconds. */
    now?: () => number;
    /** A second instance of that app: the same database and signing secret (its own memory). */
    sameDatabaseAs?: TestApp;
    /** The real-time broker instead of the one REDIS_URL chooses (the app closes it). */
    broker?: Broker;
    /** Where the app connects to its fresh database (e.g. through a proxy a test can cut). */
    connect?: (target: DatabaseTarget) => DatabaseTarget;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-test-'));
  const shared = options.sameDatabaseAs;
  const testDb = shared ? null : await createTestDatabase({ prepared: true });
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    // Tests write many posts as one member; the cap's own tests set these.
    DAILY_POSTS: '0',
    DAILY_COMMENTS: '0',
    SEED_DEMO: 'off',
    LOG_LEVEL: 'silent',
    // Stock ticks only when a test calls app.stocks.tick().
    STOCK_SIM_TICK_MS: '0',
    // Each tick's changes go out at once (the throttle has its own tests).
    STOCK_PUSH_INTERVAL_MS: '0',
    // Predictions settle only when a test calls app.predictions.settle().
    PREDICTIONS_SETTLE_INTERVAL_MS: '0',
    ...env,
  });
  const config: Config = { ...base, database: shared?.config.database ?? testDb!.target };
  const database =
    shared?.database ??
    (await openDatabase(options.connect?.(testDb!.target) ?? testDb!.target, 5));
  if (testDb && !testDb.prepared) {
    await migrate(database.pool);
    // As at start: the shipped people knowledge base is part of every database.
    await loadKnowledge(database.db);
  }
  // As `npm start` does (start.ts): the first operator of ADMIN_EMAIL/ADMIN_PASSWORD.
  if (!shared && base.ADMIN_EMAIL && base.ADMIN_PASSWORD) {
    await ensureFirstOperator(usersRepository(database.db), {
      email: base.ADMIN_EMAIL,
      password: base.ADMIN_PASSWORD,
    });
  }
  const jwtSecret = shared?.jwtSecret ?? options.jwtSecret ?? randomBytes(32).toString('hex');
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    webRoot: options.webRoot,
    ...(options.stocks ? { stocks: options.stocks } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.broker ? { broker: options.broker } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    jwtSecret,
    async close() {
      await app.close();
      // The first instance owns a shared database: close it before this one.
      if (!testDb) return void (await rm(dataDir, { recursive: true, force: true }));
      await database.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

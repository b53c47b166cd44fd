import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type Db } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/seed-demo';
import { loadKnowledge } from './modules/ai/knowledge/load-knowledge';
import { persistentSecret } from './lib/secrets';
import { ensureFirstOperator } from './modules/auth/first-operator';
import { usersRepository } from './modules/users/users.repository';
import { findWebDist } from './plugins/web';

export interface Running {
  app: App;
  database: Db;
  /** Drains in-flight requests, then closes the database and frees DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Everything `npm start` does before listening: lock DATA_DIR (embedded database only), open the
 * database, migrate, seed the demo content when asked, build the app.
 */
export async function prepare(
  config: Config,
  logger: FastifyServerOptions['logger'],
  /** Called after each step with its name (lib/startup-phases.ts times them). */
  mark: (phase: string) => void = () => undefined,
): Promise<Running> {
  let lock: DataDirLock | undefined;
  if (config.database.kind === 'pglite') lock = await lockDataDir(config.dataDir);
  mark('read the settings, lock DATA_DIR');
  let database: Db | undefined;
  try {
    database = await openDatabase(config.database, config.DATABASE_POOL_SIZE);
    mark('open the database');
    await migrate(database.pool);
    mark('migrations');
    // The shipped knowledge base is data of the product, not demo content: always loaded.
    const knowledge = await loadKnowledge(database.db);
    if (knowledge.problems.length > 0) {
      console.warn(
        `인물 지식베이스: 잘못된 항목 ${knowledge.problems.length}개를 건너뛰었습니다: ${knowledge.problems
          .slice(0, 5)
          .map((p) => `${p.file}#${p.index} ${p.message}`)
          .join('; ')}`,
      );
    }
    mark('people knowledge base');
    if (config.seedDemo) await seedDemo(database.db);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureFirstOperator(usersRepository(database.db), {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      });
    }
    const jwtSecret = config.JWT_SECRET ?? (await persistentSecret(config.dataDir, 'jwt'));
    mark('demo content (check or seed), secret');
    const app = await buildApp({
      config,
      database,
      jwtSecret,
      webRoot: config.WEB_DIST_DIR ?? findWebDist(),
      logger,
    });
    mark('build the app (plugins, routes)');
    const db = database;
    return {
      app,
      database: db,
      async stop() {
        // A keep-alive connection busy when the close began is not idle then and would hold the
        // close open until its client hangs up; close each one as soon as its last answer is out.
        const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
        try {
          await app.close();
        } finally {
          clearInterval(closeIdle);
        }
        await db.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}

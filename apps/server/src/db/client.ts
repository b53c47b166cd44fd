import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { scheduleCheckpoints, type Checkpoints } from './pglite-checkpoints';
import type { Database } from './schema';

// Ids and counts are bigint in SQL but always fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** A folder, or `memory://` for a throwaway database. */
      dir: string;
      /** A data directory to start from (PGlite's dumpDataDir tarball) instead of an empty one. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface Db {
  kind: DatabaseTarget['kind'];
  db: Kysely<Database>;
  pool: pg.Pool;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the database: node-postgres against a PostgreSQL server, or the same driver talking
 * to an embedded PGlite, so that every query and migration runs through one code path.
 */
export async function openDatabase(target: DatabaseTarget, poolSize = 20): Promise<Db> {
  let lite: PGlite | undefined;
  let pool: pg.Pool;
  if (target.kind === 'pglite') {
    lite = await PGlite.create(target.dir, {
      extensions: { pg_trgm },
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    pool = new pg.Pool(createPgConfig(lite) as unknown as pg.PoolConfig);
  } else {
    pool = new pg.Pool({
      connectionString: target.url,
      // JIT compiling pays off for long analytic queries, not for ours: on a feed or search query
      // over a million posts it added ~20 ms to a 6 ms plan (measured with bench/).
      options: '-c jit=off',
      max: poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
  }
  // A dropped server connection must not crash the process; the next query reconnects. The pool
  // listens only to idle connections: one that breaks while a request holds it (PostgreSQL
  // restarting) fails that request's query (a 503, plugins/errors.ts) and also emits 'error' on
  // the client, which without this listener is an uncaught exception that stops the server.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // The embedded database has no checkpointer of its own: bound the WAL a restart must replay.
  let checkpoints: Checkpoints | undefined;
  if (target.kind === 'pglite' && !target.dir.startsWith('memory://'))
    checkpoints = scheduleCheckpoints(pool);
  let closed = false;
  return {
    kind: target.kind,
    db,
    pool,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await checkpoints?.stop();
      await db.destroy();
      // Kysely ends the pool only if it ever used it; end it ourselves so nothing lingers.
      await pool.end().catch(() => undefined);
      await lite?.close();
    },
  };
}

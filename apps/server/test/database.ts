import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseTarget } from '../src/db/client';

/**
 * The migrated database every test file starts from (test/global-setup.ts makes it once per run):
 * a PGlite data directory tarball, or a template database on the PostgreSQL server.
 */
type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      tarball: string;
      /** The data directory just after initdb, before any migration. */
      emptyTarball: string;
    }
  | { kind: 'postgres'; database: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate | null;
  }
}

/** Which database the API tests run on: the vitest project sets TEST_DB. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const adminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  target: DatabaseTarget;
  /** True when it came migrated, with the shipped people knowledge base loaded (the template's). */
  prepared: boolean;
  drop(): Promise<void>;
}

/** The run's template, when the project's global setup made one (undefined outside Vitest). */
async function runTemplate(): Promise<TestDatabaseTemplate | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('testDatabaseTemplate') ?? null;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a uniquely named database on the
 * PostgreSQL server that is dropped afterwards, so parallel runs never collide. Empty (on PGlite
 * loaded from the run's copy of an empty data directory, which skips an initdb), unless
 * `prepared` asks for it migrated with the knowledge base: then it is a copy of the run's template
 * (a PGlite snapshot loaded, or `CREATE DATABASE … TEMPLATE`) where there is one, and `prepared`
 * in the answer says whether the caller still has to migrate.
 */
export async function createTestDatabase(
  options: { prepared?: boolean } = {},
): Promise<TestDatabase> {
  const template = await runTemplate();
  if (testDbKind === 'pglite') {
    if (template?.kind === 'pglite') {
      const file = options.prepared ? template.tarball : template.emptyTarball;
      const loadDataDir = new Blob([await readFile(file)]);
      return {
        target: { kind: 'pglite', dir: 'memory://', loadDataDir },
        prepared: options.prepared === true,
        drop: async () => undefined,
      };
    }
    return {
      target: { kind: 'pglite', dir: 'memory://' },
      prepared: false,
      drop: async () => undefined,
    };
  }
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const from = options.prepared && template?.kind === 'postgres' ? template.database : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    prepared: from !== null,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** True when a PostgreSQL server answers at the admin URL within a second. */
export async function postgresReachable(url = adminUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

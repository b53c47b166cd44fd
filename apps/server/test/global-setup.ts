import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { loadKnowledge } from '../src/modules/ai/knowledge/load-knowledge';
import { adminUrl } from './database';

/**
 * Once per run and server project: the database every test file starts from, migrated and with the
 * shipped people knowledge base, as the app has it at start. Migrating and loading it took each of
 * some 80 test files about half a second, and starting an empty PGlite (its initdb) two to four
 * more; a copy of the template takes a fraction of that (docs/testing.md). On PGlite it is a data
 * directory tarball each file loads into its own in-memory database; on PostgreSQL a template
 * database each file clones with CREATE DATABASE … TEMPLATE. On PGlite an empty data directory is
 * kept too, for the files that migrate on their own. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const unique = `${process.pid}_${randomBytes(6).toString('hex')}`;
  if (project.config.env.TEST_DB === 'postgres') {
    const name = `test_template_${unique}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() }, 2);
    try {
      await migrate(database.pool);
      await loadKnowledge(database.db);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template to have no connections.
      await database.close();
    }
    project.provide('testDatabaseTemplate', { kind: 'postgres', database: name });
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const lite = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const pool = new pg.Pool(createPgConfig(lite) as unknown as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const tarball = path.join(os.tmpdir(), `myeolgong-test-template-${unique}.tar`);
  const emptyTarball = path.join(os.tmpdir(), `myeolgong-test-empty-${unique}.tar`);
  try {
    // The empty one too, for the tests that migrate themselves: its initdb is the costly part.
    const empty = await lite.dumpDataDir('none');
    await writeFile(emptyTarball, Buffer.from(await empty.arrayBuffer()));
    await migrate(pool);
    await loadKnowledge(db);
    await db.destroy();
    const dump = await lite.dumpDataDir('none');
    await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pool.end().catch(() => undefined);
    await lite.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'pglite', tarball, emptyTarball });
  return async () => {
    await rm(tarball, { force: true });
    await rm(emptyTarball, { force: true });
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

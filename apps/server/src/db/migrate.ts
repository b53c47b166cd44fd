import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Where the .sql files live: next to this module in source, copied next to the bundle in dist. */
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 7_230_401;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (name) => {
      const text = await readFile(new URL(name, `file://${dir}/`), 'utf8');
      return { name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Applies every migration not yet applied, each in its own transaction, under an advisory lock so
 * that several servers starting together migrate once. Refuses to run when an applied migration's
 * file has changed since, because the database would no longer match the code.
 */
export async function migrate(pool: pg.Pool, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const m of all) {
      const checksum = done.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          throw new MigrationError(
            `이미 적용된 마이그레이션 ${m.name}의 내용이 바뀌었습니다. 적용된 파일은 고치지 말고 새 마이그레이션을 추가하세요.`,
          );
        }
        continue;
      }
      try {
        await client.query('BEGIN');
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          m.name,
          m.checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new MigrationError(`마이그레이션 ${m.name} 적용 실패: ${(error as Error).message}`);
      }
      applied.push(m.name);
    }
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
  return applied;
}

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { openDatabase, type Db } from './client';

// docs/architecture.md 'Rules in the database' lists every function and trigger the migrations
// leave in the database, with what it holds and why it lives there. This test holds the table to
// a migrated database both ways, so a new trigger or function cannot land undocumented and a
// dropped one cannot linger in the document.
const SECTION = '## Rules in the database';

let testDb: TestDatabase;
let database: Db;
beforeAll(async () => {
  testDb = await createTestDatabase({ prepared: true });
  database = await openDatabase(testDb.target, 2);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

/** The names in the first column of the section's tables, each written as `name`. */
async function documented(kind: 'function' | 'trigger'): Promise<string[]> {
  const doc = await readFile(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8');
  const start = doc.indexOf(SECTION);
  expect(start, `docs/architecture.md has no section ${SECTION}`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + SECTION.length);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [
    ...section.matchAll(new RegExp(`^\\|\\s*\`(\\w+)\`(?:\\([^)]*\\))?\\s*\\|\\s*${kind}`, 'gm')),
  ].map((m) => m[1]!);
}

async function names(sql: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ name: string }>(sql);
  return [...new Set(rows.map((r) => r.name))].sort();
}

describe('the rules in the database', () => {
  it('documents every function the migrations create, and no other', async () => {
    const functions = await names(`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema() AND p.prokind = 'f'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
    expect(functions.length).toBeGreaterThan(0);
    expect([...new Set(await documented('function'))].sort()).toEqual(functions);
  });

  it('documents every trigger the migrations create, and no other', async () => {
    const triggers = await names(`
      SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE NOT t.tgisinternal AND n.nspname = current_schema()`);
    expect(triggers.length).toBeGreaterThan(0);
    expect([...new Set(await documented('trigger'))].sort()).toEqual(triggers);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { openDatabase, type Db } from './client';
import { loadMigrations, migrate, MigrationError } from './migrate';

let testDb: TestDatabase;
let database: Db;
beforeEach(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.target, 4);
});
afterEach(async () => {
  await database.close();
  await testDb.drop();
});

describe('migrate', () => {
  it('applies every migration once, in order, and is a no-op the second time', async () => {
    const all = await loadMigrations();
    expect(all[0]?.name).toBe('0001_init.sql');
    expect(await migrate(database.pool)).toEqual(all.map((m) => m.name));
    expect(await migrate(database.pool)).toEqual([]);
    const { rows } = await database.pool.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(all.map((m) => m.name));
  });

  it('creates the built-in boards, and later boards get ids from 4 on', async () => {
    await migrate(database.pool);
    const { rows } = await database.pool.query('SELECT id, name FROM boards ORDER BY id');
    expect(rows).toEqual([
      { id: 1, name: 'myeolgong' },
      { id: 2, name: 'stock' },
      { id: 3, name: 'free' },
    ]);
    const inserted = await database.pool.query(
      "INSERT INTO boards (name, display_name) VALUES ('new', '새 게시판') RETURNING id",
    );
    expect(inserted.rows[0].id).toBe(4);
  });

  it('refuses to run when an applied migration was edited afterwards', async () => {
    const all = await loadMigrations();
    await migrate(database.pool, all);
    const edited = all.map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(database.pool, edited)).rejects.toBeInstanceOf(MigrationError);
  });

  it('rolls back a failing migration entirely and says which one failed', async () => {
    await migrate(database.pool);
    const bad = [
      ...(await loadMigrations()),
      {
        name: '9999_bad.sql',
        sql: 'CREATE TABLE half_done (id int); SELECT nope();',
        checksum: 'x',
      },
    ];
    await expect(migrate(database.pool, bad)).rejects.toThrow(/9999_bad\.sql/);
    const { rows } = await database.pool.query("SELECT to_regclass('half_done') AS t");
    expect(rows[0].t).toBeNull();
  });

  it('lets concurrent servers migrate once between them', async () => {
    const results = await Promise.all([migrate(database.pool), migrate(database.pool)]);
    expect(results.flat()).toEqual((await loadMigrations()).map((m) => m.name));
  });
});

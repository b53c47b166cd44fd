import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/database';
import { openDatabase, type Db } from './client';
import { checkpointIfDue, scheduleCheckpoints, walSinceCheckpoint } from './pglite-checkpoints';

// The checkpoints only run on the embedded database; on a shared PostgreSQL server other
// databases' writes and its own checkpointer would move the figures under the test.
describe.skipIf(testDbKind === 'postgres')('checkpoints of the embedded database', () => {
  let testDb: TestDatabase;
  let database: Db;
  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.target, 2);
    await database.pool.query('CREATE TABLE checkpoint_test (id serial PRIMARY KEY, body text)');
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
  });

  const write = () =>
    database.pool.query(
      'INSERT INTO checkpoint_test (body) SELECT repeat(md5(g::text), 30) FROM generate_series(1, 2000) g',
    );

  it('measures the WAL since the last checkpoint and checkpoints only past the threshold', async () => {
    await write();
    const pending = await walSinceCheckpoint(database.pool);
    expect(pending).toBeGreaterThan(1_000_000);
    expect(await checkpointIfDue(database.pool, pending * 10)).toBe(false);
    expect(await walSinceCheckpoint(database.pool)).toBeGreaterThanOrEqual(pending);
    expect(await checkpointIfDue(database.pool, 1_000_000)).toBe(true);
    expect(await walSinceCheckpoint(database.pool)).toBeLessThan(100_000);
  });

  it('checkpoints on its timer until stopped', async () => {
    const checkpoints = scheduleCheckpoints(database.pool, { everyMs: 20, walBytes: 100_000 });
    try {
      await write();
      await vi.waitFor(
        async () => expect(await walSinceCheckpoint(database.pool)).toBeLessThan(100_000),
        {
          timeout: 5_000,
          interval: 20,
        },
      );
    } finally {
      await checkpoints.stop();
    }
    await write();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await walSinceCheckpoint(database.pool)).toBeGreaterThan(1_000_000);
  });
});

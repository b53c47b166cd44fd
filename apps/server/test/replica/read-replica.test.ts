import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../redis';
import { registerUser } from '../users';

/**
 * A real streaming replica (issue 24 item 3): a primary and a `pg_basebackup -R` standby of
 * Debian's PostgreSQL binaries on free ports in a temp folder, never the shared server on 5432.
 * Runs once, in the server:pglite project; skipped with a message without the binaries.
 */
const run = promisify(execFile);
const binDir = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
})();
const once = process.env.TEST_DB !== 'postgres';
if (!binDir) {
  console.warn(
    '\n[read-replica] PostgreSQL 실행 파일(/usr/lib/postgresql/*/bin)이 없어 복제본 테스트를 건너뜁니다 (apt-get install postgresql).\n',
  );
}
const asRoot = process.getuid?.() === 0;

async function pgTool(tool: string, args: string[]) {
  const file = path.join(binDir!, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!binDir || !once)('read replica (DATABASE_READ_URL)', () => {
  let dir: string;
  let primaryPort: number;
  let replicaPort: number;
  let database: Db;
  let app: App;
  let replicaClient: pg.Client;
  let config: ReturnType<typeof loadConfig>;
  const started: string[] = [];

  const startServer = async (data: string, port: number) => {
    await pgTool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, `${port}.log`),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
    started.push(data);
  };
  const counter = (name: string) => app.metrics.counter(name, '').value;
  const titles = async (headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: '/api/posts?sort=new&size=50', headers });
    expect(res.statusCode).toBe(200);
    return (res.json().content as { title: string }[]).map((p) => p.title);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-replica-'));
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await chmod(dir, 0o700);
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryData = path.join(dir, 'primary');
    const replicaData = path.join(dir, 'replica');
    await pgTool('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await appendFile(
      path.join(primaryData, 'postgresql.conf'),
      '\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\nsynchronous_commit = off\n',
    );
    await startServer(primaryData, primaryPort);
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await startServer(replicaData, replicaPort);

    const name = `replica_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${name}`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${name}`;
    database = await openDatabase({ kind: 'postgres', url: primaryUrl }, 5);
    await migrate(database.pool);
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
      REPLICA_MAX_LAG_MS: '1500',
      REPLICA_CHECK_MS: '100',
      RESPONSE_CACHE: 'off',
      RATE_LIMIT: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'silent',
      STOCK_SIM_TICK_MS: '0',
    });
    app = await buildApp({ config, database, jwtSecret: randomBytes(32).toString('hex') });
    await app.ready();
    await until('the migrated database on the replica', async () => {
      const client = new pg.Client({ connectionString: replicaUrl });
      try {
        await client.connect();
        await client.query('select 1 from posts limit 1');
        replicaClient = client;
        return true;
      } catch {
        await client.end().catch(() => undefined);
        return false;
      }
    });
    await until('the replica in use', () => app.readReplica!.healthy);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await replicaClient?.end().catch(() => undefined);
    for (const data of started.reverse()) {
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('reads feeds from the replica, a writer reads their own write at once, and lag or a stopped replica sends reads to the primary', async () => {
    const author = await registerUser(app, { nickname: '복제작성자' });
    const first = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '복제 첫 글', content: '내용', boardName: 'free' },
    });
    expect(first.statusCode).toBe(201);
    // Anonymous readers read the replica once it has the post.
    await until(
      'the first post on the replica',
      async () =>
        (await replicaClient.query(`select 1 from posts where title = '복제 첫 글'`)).rowCount ===
        1,
    );
    const onReplica = counter('db_read_replica_requests_total');
    expect(await titles()).toContain('복제 첫 글');
    expect(counter('db_read_replica_requests_total')).toBe(onReplica + 1);

    // Replay paused: the replica keeps its state while the primary moves on.
    await replicaClient.query('select pg_wal_replay_pause()');
    const ownWrites = counter('db_read_own_writes_total');
    const second = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '복제 둘째 글', content: '내용', boardName: 'free' },
    });
    expect(second.statusCode).toBe(201);
    // The author sees it at once (the primary), an anonymous reader the replica's paused state.
    expect(await titles(author.auth)).toContain('복제 둘째 글');
    expect(counter('db_read_own_writes_total')).toBe(ownWrites + 1);
    expect(await titles()).not.toContain('복제 둘째 글');
    // Past REPLICA_MAX_LAG_MS every read goes to the primary.
    await until('the lagging replica taken out', () => !app.readReplica!.healthy, 10_000);
    expect(counter('db_replica_unavailable_total')).toBeGreaterThan(0);
    expect(await titles()).toContain('복제 둘째 글');

    // Replay resumed: back to the replica, which now has it too.
    await replicaClient.query('select pg_wal_replay_resume()');
    await until('the replica back in use', () => app.readReplica!.healthy, 10_000);
    const back = counter('db_read_replica_requests_total');
    expect(await titles()).toContain('복제 둘째 글');
    expect(counter('db_read_replica_requests_total')).toBe(back + 1);
  }, 60_000);

  it('keeps in the response cache only what the replica read after the latest invalidation', async () => {
    // Two instances sharing a Redis when one answers: the writer's next read on the other one.
    const redis = (await redisReachable())
      ? { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix() }
      : { REDIS_URL: undefined };
    const jwtSecret = randomBytes(32).toString('hex');
    const cached = await buildApp({
      config: { ...config, ...redis, RESPONSE_CACHE: true },
      database,
      jwtSecret,
    });
    const other = redis.REDIS_URL
      ? await buildApp({ config: { ...config, ...redis }, database, jwtSecret })
      : null;
    try {
      await cached.ready();
      await other?.ready();
      await until('the replica in use', () => cached.readReplica!.healthy);
      const reads = () => cached.metrics.counter('db_read_replica_requests_total', '').value;
      const feed = async () => {
        const res = await cached.inject({ url: '/api/posts?sort=new&size=50' });
        expect(res.statusCode).toBe(200);
        return (res.json().content as { title: string }[]).map((p) => p.title);
      };
      const writer = await registerUser(cached, { nickname: '캐시작성자' });
      await replicaClient.query('select pg_wal_replay_pause()');
      const res = await cached.inject({
        method: 'POST',
        url: '/api/posts',
        headers: writer.auth,
        payload: { title: '복제 셋째 글', content: '내용', boardName: 'free' },
      });
      expect(res.statusCode).toBe(201);
      // The replica's old feed is answered but not kept: the next reader reads again.
      const before = reads();
      expect(await feed()).not.toContain('복제 셋째 글');
      expect(await feed()).not.toContain('복제 셋째 글');
      expect(reads()).toBe(before + 2);
      if (other) {
        // Read-your-writes across instances: the write's position came over Redis.
        await until('the other instance on the replica', () => other.readReplica!.healthy);
        const mine = await other.inject({
          url: '/api/posts?sort=new&size=50',
          headers: writer.auth,
        });
        expect((mine.json().content as { title: string }[]).map((p) => p.title)).toContain(
          '복제 셋째 글',
        );
        // Sent to the primary for the writer, unless the paused replica was already out for lag.
        if (other.metrics.counter('db_read_own_writes_total', '').value === 0)
          expect(other.readReplica!.healthy).toBe(false);
      }
      await replicaClient.query('select pg_wal_replay_resume()');
      // Once a read is kept (the next read is a hit: no read at all), it has the new post.
      const all = () =>
        reads() + cached.metrics.counter('db_read_primary_requests_total', '').value;
      let last = all();
      await until('a kept read', async () => {
        const titlesNow = await feed();
        const hit = all() === last;
        last = all();
        if (hit) expect(titlesNow).toContain('복제 셋째 글');
        return hit;
      });
    } finally {
      await cached.close();
      await other?.close();
    }
  }, 60_000);

  it('answers feeds, search and profiles from the primary when the replica is stopped', async () => {
    const author = await registerUser(app, { nickname: '복제작성자2' });
    await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '복제 넷째 글', content: '내용', boardName: 'free' },
    });
    await replicaClient.end();
    await pgTool('pg_ctl', ['-D', started[1]!, '-m', 'immediate', 'stop']);
    started.pop();
    expect(await titles()).toContain('복제 넷째 글');
    const search = await app.inject({ url: `/api/posts/search?q=${encodeURIComponent('복제')}` });
    expect(search.statusCode).toBe(200);
    const profile = await app.inject({ url: `/api/users/${author.user.id}/posts` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().content).toHaveLength(1);
    expect(app.readReplica!.healthy).toBe(false);
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/db_replica_unavailable_total [1-9]/);
  }, 60_000);
});

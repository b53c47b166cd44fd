// The cluster fault suite's own PostgreSQL and Redis: Debian's binaries on free ports and temporary
// folders, so that restarting or stopping them never touches the machine's shared services (other
// tests use those at the same time). Everything started here is stopped by `stop()`, and by a
// synchronous last resort on process exit.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep } from '../load/writers';

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the `postgres` OS user when root (initdb refuses root). */
function asPostgres(program: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The same, without blocking this process (the load goes on meanwhile). */
function asPostgresAsync(program: string, args: string[]) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  return new Promise<void>((resolve, reject) =>
    execFile(command, commandArgs, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${path.basename(program)} failed: ${stderr || stdout}`))
        : resolve(),
    ),
  );
}

/** The newest /usr/lib/postgresql/N/bin (Debian's layout), or an error saying what to install. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      'PostgreSQL 프로그램(pg_ctl)이 없습니다: sudo apt-get install -y postgresql 로 설치하세요.',
    );
  return path.join(base, versions[0], 'bin');
}

export interface OwnPostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: cuts every connection and shuts down cleanly. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPostgres(database: string): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-fault-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('OS 사용자 postgres가 없습니다 (PostgreSQL 패키지).');
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const pgCtl = path.join(bin, 'pg_ctl');
  // A clean restart loses nothing without fsync; the suite never crashes PostgreSQL itself.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const log = path.join(dir, 'postgres.log');
  asPostgres(pgCtl, ['-D', data, '-l', log, '-w', '-o', options, 'start']);
  const stopNow = () => {
    if (existsSync(path.join(data, 'postmaster.pid')))
      spawnSync(
        isRoot ? 'runuser' : pgCtl,
        isRoot
          ? ['-u', 'postgres', '--', pgCtl, '-D', data, '-m', 'immediate', 'stop']
          : ['-D', data, '-m', 'immediate', 'stop'],
      );
  };
  process.on('exit', stopNow);

  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: () => asPostgresAsync(pgCtl, ['-D', data, '-w', '-m', 'fast', 'stop']),
    start: () => asPostgresAsync(pgCtl, ['-D', data, '-l', log, '-w', '-o', options, 'start']),
    async destroy() {
      stopNow();
      process.off('exit', stopNow);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM; it keeps nothing). */
  stop(): Promise<void>;
  /** Stops it for good at the end. */
  destroy(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** `CLIENT LIST` names and subscription counts, e.g. to see who resubscribed. */
  clients(): Promise<{ name: string; sub: number }[]>;
}

function redisCli(port: number, args: string[]) {
  return spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    encoding: 'utf8',
  });
}

export async function startRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const kill = () => child?.kill('SIGKILL');
  process.on('exit', kill);
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    const failed = new Promise<never>((_, reject) =>
      started.once('error', (error) =>
        reject(
          new Error(
            `redis-server를 시작할 수 없습니다 (sudo apt-get install -y redis-server): ${error.message}`,
          ),
        ),
      ),
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (redisCli(port, ['ping']).stdout.trim() === 'PONG') return;
      if (Date.now() > deadline || started.exitCode !== null)
        throw new Error('redis-server가 10초 안에 답하지 않습니다');
      await Promise.race([sleep(100), failed]);
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      process.off('exit', kill);
    },
    async clients() {
      const list = redisCli(port, ['client', 'list']).stdout;
      return list
        .split('\n')
        .filter(Boolean)
        .map((line) => ({
          name: /\bname=(\S*)/.exec(line)?.[1] ?? '',
          sub: Number(/\bsub=(\d+)/.exec(line)?.[1] ?? 0),
        }));
    },
  };
}

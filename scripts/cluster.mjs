// `npm run cluster`: HAProxy in front of three instances of the built server on one PostgreSQL and
// one Redis, the shape of docs/operations.md 'Several instances' on one machine.
//
//   npm run cluster                       # front at http://localhost:8080, instances 8081-8083
//   npm run cluster -- --port 9000        # front at :9000, instances 9001-9003
//
// DATABASE_URL (default: a database `myeolgong_cluster` on postgres://postgres@127.0.0.1:5432,
// created when missing) and REDIS_URL (default redis://127.0.0.1:6379) name the shared services.
// HAProxy comes from Debian's package: installed with apt-get when missing and run as root.
// Ctrl-C stops everything; `kill -TERM <pid of an instance>` shows a drain (its log says so).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ensureHaproxy,
  HaproxyMissing,
  root,
  serverEntry,
  startBalancer,
  startInstance as startServer,
  waitReady as waitUntilReady,
} from './cluster-kit.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'drain-ms': { type: 'string', default: '3000' },
  },
});
const front = Number(values.port);
const instancePorts = [1, 2, 3].map((i) => front + i);
const statsPort = front + 10;
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/myeolgong_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-cluster'));

function fail(message) {
  console.error(`\n클러스터를 시작할 수 없습니다: ${message}\n`);
  process.exit(1);
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Creates the cluster's database on the default server when it is the one we named. */
async function ensureDatabase() {
  if (!(await reachable(databaseUrl, 5432)))
    fail(`PostgreSQL에 연결할 수 없습니다 (${databaseUrl})`);
  if (process.env.DATABASE_URL) return;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    'myeolgong_cluster',
  ]);
  if (found.rowCount === 0) await admin.query('CREATE DATABASE myeolgong_cluster');
  await admin.end();
}

async function waitReady(port, child, name) {
  try {
    await waitUntilReady(port, child, name);
  } catch (error) {
    fail(error.message);
  }
}

const children = [];
function startInstance(index) {
  const name = `app${index + 1}`;
  const child = startServer({
    name,
    port: instancePorts[index],
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'myeolgong-cluster:',
      // One folder for all: the signing secret and local uploads are shared (one machine).
      DATA_DIR: dataDir,
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
      SHUTDOWN_DRAIN_MS: values['drain-ms'],
    },
  });
  children.push(child);
  return { child, name, port: instancePorts[index] };
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n클러스터를 멈춥니다…');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

let haproxy;
try {
  haproxy = ensureHaproxy();
} catch (error) {
  if (error instanceof HaproxyMissing) fail(error.message);
  throw error;
}
if (!(await reachable(redisUrl, 6379))) fail(`Redis에 연결할 수 없습니다 (${redisUrl})`);
await ensureDatabase();
if (!existsSync(serverEntry)) {
  console.log('서버 빌드: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
mkdirSync(dataDir, { recursive: true });

// The first instance migrates, loads the knowledge base and seeds; the others then start at once.
const first = startInstance(0);
await waitReady(first.port, first.child, first.name);
const others = [1, 2].map(startInstance);
await Promise.all(others.map((o) => waitReady(o.port, o.child, o.name)));

const balancer = startBalancer({
  haproxy,
  front,
  statsPort,
  apps: instancePorts,
});
children.push(balancer);
balancer.once('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy가 끝났습니다 (코드 ${code})`);
    void stopAll(1);
  }
});
await waitReady(front, balancer, 'HAProxy');

console.log(`
클러스터가 준비되었습니다.
  사이트      http://localhost:${front}  (HAProxy → ${instancePorts.map((p) => `:${p}`).join(', ')})
  HAProxy 통계 http://127.0.0.1:${statsPort}/
  데이터베이스 ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}
  Redis       ${redisUrl}
  인스턴스 pid ${children
    .slice(0, 3)
    .map((c) => c.pid)
    .join(', ')}  (kill -TERM <pid>: ${values['drain-ms']} ms 동안 빠진 뒤 종료)
Ctrl-C로 모두 멈춥니다.`);

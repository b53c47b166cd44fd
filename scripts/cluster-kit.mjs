// The pieces of the scaled-out shape on one machine, shared by `npm run cluster`
// (scripts/cluster.mjs) and the cluster fault suite (`npm run test:cluster`,
// apps/server/test/cluster/run.ts): HAProxy from Debian's package, instances of the built server,
// the balancer on deploy/haproxy.cfg and its per-server state. Types: cluster-kit.d.mts.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** Thrown when HAProxy is missing and cannot be installed here; `message` is Korean. */
export class HaproxyMissing extends Error {
  constructor(message, notRoot) {
    super(message);
    this.name = 'HaproxyMissing';
    this.notRoot = notRoot;
  }
}

export function haproxyPath() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** HAProxy's path; installs Debian's package with apt-get when missing and running as root. */
export function ensureHaproxy() {
  const found = haproxyPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new HaproxyMissing(
      'HAProxy가 없습니다. sudo apt-get install -y haproxy 로 설치한 뒤 다시 실행하세요.',
      true,
    );
  }
  console.log('HAProxy 설치: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
      stdio: 'inherit',
      env,
    });
  try {
    install();
  } catch {
    // A fresh machine may have no package lists yet.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  const installed = haproxyPath();
  if (!installed) throw new HaproxyMissing('HAProxy를 설치하지 못했습니다.', false);
  return installed;
}

/** Forwards a child's output line by line to `log` (default: the console, prefixed by name). */
export function prefixed(child, name, log = (line) => console.log(`[${name}] ${line}`)) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) log(line);
    });
  }
}

/** Resolves once http://127.0.0.1:port/readyz answers 200; rejects if the child exits first. */
export async function waitReady(port, child, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name}이 시작하지 못하고 끝났습니다 (로그 참고)`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name}이 ${Math.round(timeoutMs / 1000)}초 안에 준비되지 않았습니다`);
}

/**
 * One instance of the built server on 127.0.0.1:port. `env` comes on top of this process's
 * environment; every instance of one cluster shares DATABASE_URL, REDIS_URL, REDIS_PREFIX and
 * DATA_DIR (the signing secret and local uploads, one machine).
 */
export function startInstance({ name, port, env, log }) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      // X-Forwarded-For counts only from HAProxy on this machine.
      TRUST_PROXY: 'loopback',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child, name, log);
  return child;
}

/**
 * HAProxy on deploy/haproxy.cfg: the front on `front` (every interface, or `host` only), counters
 * on `statsPort` (local), three instances on local ports.
 */
export function startBalancer({ haproxy, front, host = '', statsPort, apps, log }) {
  const child = spawn(haproxy, ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      FRONT_BIND: `${host}:${front}`,
      STATS_PORT: String(statsPort),
      APP1: `127.0.0.1:${apps[0]}`,
      APP2: `127.0.0.1:${apps[1]}`,
      APP3: `127.0.0.1:${apps[2]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(child, 'haproxy', log);
  return child;
}

/** The state HAProxy's health checks give each server of the `app` backend: { app1: 'UP', … }. */
export async function balancerStates(statsPort) {
  const answer = await fetch(`http://127.0.0.1:${statsPort}/;csv`, {
    signal: AbortSignal.timeout(2_000),
  });
  const states = {};
  for (const line of (await answer.text()).split('\n')) {
    const [backend, server, ...rest] = line.split(',');
    // Column 18 of the CSV (0-based 17) is the status.
    if (backend === 'app' && server?.startsWith('app')) states[server] = rest[15];
  }
  return states;
}

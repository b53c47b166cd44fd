import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './database';

const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'info', RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// A fresh embedded database runs initdb and seeds the demo content: seconds of CPU, and several
// times that while the other test files share the machine's cores. The wait is a deadline, not a
// count of attempts, so slow attempts do not shorten it.
const READY_DEADLINE_MS = 90_000;

async function waitReady(port: number, started: Started) {
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready:\n${started.output()}`);
}

// These start real server processes on the embedded database; running them once is enough.
describe.skipIf(testDbKind === 'postgres')('the server process', () => {
  let dataDir: string;
  let port: number;
  let first: Started;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-proc-'));
    port = await freePort();
    first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(port, first);
  }, READY_DEADLINE_MS + 10_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo content into a new embedded database', async () => {
    const boards = (await (await fetch(`http://127.0.0.1:${port}/api/boards`)).json()) as {
      postCount: number;
    }[];
    expect(boards).toHaveLength(3);
    expect(boards.every((b) => b.postCount > 0)).toBe(true);
  });

  it('refuses to start a second server on the same DATA_DIR with a clear message', async () => {
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('이미 다른 서버 프로세스가 쓰고 있습니다');
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The first one is untouched.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it('refuses a bad environment variable with a readable message and no stack trace', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('설정 오류');
    expect(bad.output()).not.toMatch(/\n\s+at /);
  });

  it(
    'shuts down cleanly on SIGTERM and keeps its data for the next start',
    async () => {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('SIGTERM');
      const again = startServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        SHUTDOWN_DRAIN_MS: '3000',
      });
      await waitReady(port, again);
      const boards = (await (await fetch(`http://127.0.0.1:${port}/api/boards`)).json()) as {
        postCount: number;
      }[];
      expect(boards.every((b) => b.postCount > 0)).toBe(true);
      // Draining (docs/operations.md 'Several instances'): readiness fails at once so a balancer
      // stops routing here, while requests already on their way are still answered.
      again.child.kill('SIGTERM');
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status, {
          timeout: 2500,
        })
        .toBe(503);
      const readiness = await (await fetch(`http://127.0.0.1:${port}/readyz`)).json();
      expect(readiness).toMatchObject({ status: 'draining' });
      expect((await fetch(`http://127.0.0.1:${port}/api/boards`)).status).toBe(200);
      expect(await again.exited).toBe(0);
    },
    READY_DEADLINE_MS + 10_000,
  );
});

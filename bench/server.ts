/**
 * The built production server as the benchmarks start it: on a free port of 127.0.0.1, with the
 * environment each benchmark gives, ready once /readyz answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  port: number;
  /** Added to this process's environment (PORT, HOST and NODE_ENV are set here). */
  env: NodeJS.ProcessEnv;
  /** Node flags before the script, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

/** Starts apps/server/dist/server.js and resolves when /readyz answers 200 (at most 2 minutes). */
export async function startBuiltServer(options: ServerOptions): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' for a profile of a run.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      'apps/server/dist/server.js',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...options.env,
        PORT: String(options.port),
      },
    },
  );
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

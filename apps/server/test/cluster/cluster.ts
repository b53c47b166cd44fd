// The cluster under test: three instances of the built server behind HAProxy on the suite's own
// PostgreSQL and Redis (services.ts), started with scripts/cluster-kit.mjs like `npm run cluster`.
import type { ChildProcess } from 'node:child_process';
import {
  balancerStates,
  startBalancer,
  startInstance,
  waitReady,
} from '../../../../scripts/cluster-kit.mjs';
import { freePort, sleep } from '../load/writers';

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  /** The last lines it logged, for the report of a failure. */
  log: string[];
}

/** Log lines at level error or fatal (pino: 50, 60), whatever instance wrote them. */
const errorLine = /"level":(50|60)/;

export class Cluster {
  readonly instances: Instance[] = [];
  balancer!: ChildProcess;
  balancerLog: string[] = [];
  /** Every error an instance logged (requests that failed with a 500, crashes). */
  readonly errors: string[] = [];
  front = 0;
  statsPort = 0;
  ports: number[] = [];

  constructor(
    private readonly haproxy: string,
    private readonly env: Record<string, string>,
  ) {}

  async start() {
    this.ports = [await freePort(), await freePort(), await freePort()];
    this.front = await freePort();
    this.statsPort = await freePort();
    // The first migrates and loads the knowledge base; the others then start at once.
    await this.startApp(0);
    await Promise.all([this.startApp(1), this.startApp(2)]);
    const keep = (line: string) => this.balancerLog.push(line) > 200 && this.balancerLog.shift();
    this.balancer = startBalancer({
      haproxy: this.haproxy,
      front: this.front,
      host: '127.0.0.1',
      statsPort: this.statsPort,
      apps: this.ports,
      log: keep,
    });
    await waitReady(this.front, this.balancer, 'HAProxy', 30_000);
    await Promise.all([0, 1, 2].map((i) => this.waitUp(i)));
  }

  /** Starts instance `index` (again) and waits for its /readyz. */
  async startApp(index: number) {
    const name = `app${index + 1}`;
    const log: string[] = this.instances[index]?.log ?? [];
    const child = startInstance({
      name,
      port: this.ports[index]!,
      env: this.env,
      log: (line) => {
        if (errorLine.test(line)) this.errors.push(`${name}: ${line}`);
        if (log.push(line) > 200) log.shift();
      },
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.instances[index] = { name, port: this.ports[index]!, child, exited, log };
    await waitReady(this.ports[index]!, child, name, 60_000);
  }

  /** Waits until HAProxy's health checks count instance `index` as UP (in service). */
  async waitUp(index: number, timeoutMs = 20_000) {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const states = await balancerStates(this.statsPort).catch(
        () => ({}) as Record<string, string>,
      );
      if (states[`app${index + 1}`] === 'UP') return;
      await sleep(200);
    }
    throw new Error(`HAProxy did not take app${index + 1} back within ${timeoutMs} ms`);
  }

  async signal(index: number, signal: NodeJS.Signals) {
    const instance = this.instances[index]!;
    instance.child.kill(signal);
    await instance.exited;
    return instance.child.exitCode;
  }

  async stop() {
    for (const child of [this.balancer, ...this.instances.map((i) => i.child)]) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await Promise.all(this.instances.map((i) => i.exited));
  }

  /** The tail of every log, for a failed run. */
  logs(lines = 30): string {
    return [
      `--- errors the instances logged (${this.errors.length})\n${this.errors.slice(0, 10).join('\n')}`,
      ...this.instances.map((i) => `--- ${i.name}\n${i.log.slice(-lines).join('\n')}`),
      `--- haproxy\n${this.balancerLog.slice(-lines).join('\n')}`,
    ].join('\n');
  }
}

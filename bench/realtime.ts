/**
 * `npm run bench:realtime`: DESIGN.md 'Budgets', real-time: a like reaches 2,000 subscribed STOMP
 * clients (SockJS, as the web app connects) with p99 under 100 ms, and heart-beats hold without
 * false disconnects.
 *
 * Starts the built production server on a fresh embedded database (or PostgreSQL with
 * `--database-url`), opens the clients, subscribes each to one post's like topic, then likes and
 * unlikes the post through the API. Latency is from the moment the like request is sent to the
 * moment a client's STOMP handler runs, so it includes the database write. `--hold <s>` keeps the
 * connections open that long afterwards (600 for the 10-minute heart-beat check), counts every
 * close or ERROR, and measures one more round.
 *
 *   npm run build && npm run bench:realtime [-- --clients 2000] [-- --rounds 20] [-- --hold 600]
 *
 * `--cpu-prof <dir>` writes a V8 CPU profile of the server there (open it in Chrome's DevTools).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Client, type IStompSocket } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { HEARTBEAT_MS, topics } from '../packages/contract/src/realtime';
import { percentile } from './stats';

import { freePort, root, startBuiltServer } from './server';
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '20' },
    hold: { type: 'string', default: '0' },
    'database-url': { type: 'string' },
    transport: { type: 'string', default: 'websocket' },
    'cpu-prof': { type: 'string' },
    threads: { type: 'string', default: '2' },
    /** Where to write the JSON summary (`npm run bench` reads it); bench/results/ by default. */
    result: { type: 'string' },
  },
});
const clientCount = Number(values.clients);
const rounds = Number(values.rounds);
const holdSeconds = Number(values.hold);
const threadCount = Math.max(1, Math.min(Number(values.threads), clientCount));

/** Milliseconds on a clock every thread shares (performance.now() starts per thread). */
const now = () => performance.timeOrigin + performance.now();

function startServer(port: number, dataDir: string) {
  return startBuiltServer({
    port,
    env: {
      DATA_DIR: dataDir,
      // PGlite in DATA_DIR unless a database is named.
      DATABASE_URL: values['database-url'],
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      REALTIME_MAX_CONNECTIONS_PER_IP: String(clientCount + 100),
    },
    nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
  });
}

async function api<T>(base: string, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Subscriber {
  client: Client;
  /** When this client last received a message of the current round. */
  received: number | null;
  /** Closes and ERRORs seen after the client first connected. */
  drops: number;
}

function connectSubscriber(url: string, destination: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const subscriber: Subscriber = {
      client: null as unknown as Client,
      received: null,
      drops: 0,
    };
    let ready = false;
    const client = new Client({
      webSocketFactory: () =>
        new SockJS(url, undefined, { transports: [values.transport!] }) as unknown as IStompSocket,
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      reconnectDelay: 0,
      debug: () => undefined,
      onConnect: () => {
        client.watchForReceipt('subscribed', () => {
          ready = true;
          resolve(subscriber);
        });
        client.subscribe(
          destination,
          () => {
            subscriber.received ??= now();
          },
          { receipt: 'subscribed' },
        );
      },
      onStompError: (frame) => {
        subscriber.drops += 1;
        if (!ready) reject(new Error(`STOMP ERROR: ${frame.headers.message}`));
      },
      onWebSocketClose: () => {
        if (ready) subscriber.drops += 1;
        else reject(new Error('closed before subscribing'));
      },
    });
    subscriber.client = client;
    client.activate();
  });
}

interface RoundResult {
  latencies: number[];
  missing: number;
  /** From sending the like request to its response (the database write, then the publish). */
  requestMs: number;
}

/**
 * Clients live in worker threads (`--threads`, default 2), so the load generator's own parsing of
 * 2,000 messages per like is spread like the server's is not: one process of 2,000 stompjs clients
 * would measure the generator's queue more than the server.
 */
type Command = { type: 'reset' } | { type: 'collect'; deadline: number } | { type: 'close' };
type Reply =
  | { type: 'ready' }
  | { type: 'reset' }
  | { type: 'collected'; received: (number | null)[]; drops: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

class ClientThread {
  private readonly worker: Worker;
  private waiting: ((reply: Reply) => void)[] = [];

  constructor(count: number, url: string, destination: string) {
    // tsx's loader does not follow into worker threads on Node 20: register it in the worker.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    this.worker = new Worker(bootstrap, { eval: true, workerData: { count, url, destination } });
    this.worker.on('message', (reply: Reply) => this.waiting.shift()?.(reply));
    this.worker.on('error', (err) => {
      for (const w of this.waiting.splice(0)) w({ type: 'failed', message: err.message });
    });
  }

  next(): Promise<Reply> {
    return new Promise((resolve) => this.waiting.push(resolve)).then((reply) => {
      const r = reply as Reply;
      if (r.type === 'failed') throw new Error(r.message);
      return r;
    });
  }

  async ask(command: Command): Promise<Reply> {
    const reply = this.next();
    this.worker.postMessage(command);
    return reply;
  }

  async close() {
    await this.ask({ type: 'close' });
    await this.worker.terminate();
  }
}

/** A worker thread's part: its clients, and the answers to the main thread's commands. */
async function clientWorker() {
  const { count, url, destination } = workerData as {
    count: number;
    url: string;
    destination: string;
  };
  const port = parentPort!;
  const subscribers: Subscriber[] = [];
  try {
    for (let i = 0; i < count; i += 100) {
      const batch = Math.min(100, count - i);
      subscribers.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => connectSubscriber(url, destination)),
        )),
      );
    }
  } catch (err) {
    port.postMessage({ type: 'failed', message: String(err) } satisfies Reply);
    return;
  }
  port.postMessage({ type: 'ready' } satisfies Reply);
  port.on('message', async (command: Command) => {
    if (command.type === 'reset') {
      for (const s of subscribers) s.received = null;
      port.postMessage({ type: 'reset' } satisfies Reply);
    } else if (command.type === 'collect') {
      while (subscribers.some((s) => s.received === null) && now() < command.deadline) {
        await new Promise((r) => setTimeout(r, 2));
      }
      port.postMessage({
        type: 'collected',
        received: subscribers.map((s) => s.received),
        drops: subscribers.reduce((sum, s) => sum + s.drops, 0),
      } satisfies Reply);
    } else {
      await Promise.all(subscribers.map((s) => s.client.deactivate().catch(() => undefined)));
      port.postMessage({ type: 'closed' } satisfies Reply);
      port.close();
    }
  });
}

async function likeRound(
  base: string,
  postId: number,
  token: string,
  status: 0 | 1,
  threads: ClientThread[],
): Promise<RoundResult & { drops: number }> {
  await Promise.all(threads.map((t) => t.ask({ type: 'reset' })));
  const sent = now();
  await api(base, 'POST', `/api/like/post/${postId}?status=${status}`, token);
  const requestMs = now() - sent;
  const replies = await Promise.all(
    threads.map((t) => t.ask({ type: 'collect', deadline: sent + 5_000 })),
  );
  const received = replies.flatMap((r) => (r.type === 'collected' ? r.received : []));
  const drops = replies.reduce((sum, r) => sum + (r.type === 'collected' ? r.drops : 0), 0);
  const latencies = received.flatMap((t) => (t === null ? [] : [t - sent]));
  return { latencies, missing: clientCount - latencies.length, requestMs, drops };
}

async function main() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-bench-realtime-'));
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const member = await api<{ token: string }>(base, 'POST', '/api/auth/register', undefined, {
      email: `realtime-bench-${Date.now()}@example.com`,
      // No nickname: nicknames are unique, and the database may be reused (npm run bench).
      password: 'realtime bench',
    });
    const post = await api<{ id: number }>(base, 'POST', '/api/posts', member.token, {
      title: '실시간 벤치마크',
      content: '좋아요 전파 측정',
    });

    const destination = topics.postLikes(post.id);
    const connectStarted = performance.now();
    const threads = Array.from({ length: threadCount }, (_, i) => {
      const count = Math.floor(clientCount / threadCount) + (i < clientCount % threadCount ? 1 : 0);
      return new ClientThread(count, `${base}/ws`, destination);
    });
    await Promise.all(threads.map((t) => t.next()));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    console.log(
      `${clientCount} clients in ${threadCount} threads subscribed in ${connectSeconds.toFixed(1)} s`,
    );

    const all: number[] = [];
    const requests: number[] = [];
    let missing = 0;
    for (let round = 0; round < rounds; round++) {
      const result = await likeRound(base, post.id, member.token, round % 2 === 0 ? 1 : 0, threads);
      all.push(...result.latencies);
      requests.push(result.requestMs);
      missing += result.missing;
      await new Promise((r) => setTimeout(r, 200));
    }

    let hold: { seconds: number; drops: number; after: RoundResult } | null = null;
    if (holdSeconds > 0) {
      console.log(`holding ${clientCount} connections for ${holdSeconds} s…`);
      await new Promise((r) => setTimeout(r, holdSeconds * 1000));
      const after = await likeRound(base, post.id, member.token, 1, threads);
      hold = { seconds: holdSeconds, drops: after.drops, after };
    }

    const summary = {
      clients: clientCount,
      rounds,
      transport: values.transport,
      clientThreads: threadCount,
      database: values['database-url'] ? 'postgresql' : 'pglite',
      deliveries: all.length,
      missing,
      p50Ms: percentile(all, 50),
      p95Ms: percentile(all, 95),
      p99Ms: percentile(all, 99),
      maxMs: Math.max(...all),
      budgetP99Ms: 100,
      likeRequestP50Ms: percentile(requests, 50),
      connectSeconds,
      hold: hold && {
        seconds: hold.seconds,
        drops: hold.drops,
        missingAfter: hold.after.missing,
        p99AfterMs: percentile(hold.after.latencies, 99),
      },
      machine: { cpus: os.cpus().length, node: process.version },
      at: new Date().toISOString(),
    };
    console.log('\nlike → STOMP fan-out (ms from the like request to each client’s handler)');
    console.table({
      [`${clientCount} clients × ${rounds} likes`]: {
        deliveries: all.length,
        missing,
        p50: summary.p50Ms.toFixed(1),
        p95: summary.p95Ms.toFixed(1),
        p99: summary.p99Ms.toFixed(1),
        max: summary.maxMs.toFixed(1),
        'p99 budget': `< 100 (${summary.p99Ms < 100 ? 'met' : 'not met'})`,
      },
    });
    console.log(
      `the like request itself (write, commit, publish, response): p50 ${summary.likeRequestP50Ms.toFixed(1)} ms`,
    );
    if (summary.hold) {
      console.log(
        `after ${summary.hold.seconds} s: ${summary.hold.drops} closes or ERRORs, ` +
          `${summary.hold.missingAfter} missing deliveries, p99 ${summary.hold.p99AfterMs.toFixed(1)} ms`,
      );
    }
    const dir = path.join(root, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const file =
      values.result ?? path.join(dir, `realtime-${summary.at.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`written: ${path.relative(root, file)}`);

    await Promise.all(threads.map((t) => t.close()));
    if (missing > 0 || (summary.hold && (summary.hold.drops > 0 || summary.hold.missingAfter > 0)))
      process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await clientWorker();

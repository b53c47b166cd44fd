/**
 * `npm run bench:stocks`: what a stock dashboard tab receives per second during market hours
 * (issue #24 item 6, budget ≤ 5 KB/s). Starts the built server on a fresh embedded database with
 * the simulator always open, then connects SockJS clients the way sockjs-client does in a browser
 * (the framed WebSocket transport, `a["…"]` frames) and counts every byte they receive:
 *
 * - `dashboard tab on 인기 / 상승 / 하락`: subscribes `/topic/stocks/{code}` for each stock the page
 *   shows with that ranking tab open (its 10 stocks, as apps/web's useStockStream does; the
 *   budget holds for each, the largest decides);
 * - `whole market`: subscribes `/topic/stocks` (every changed stock), for comparison.
 *
 *   npm run build -w @myeolgong/server && node --import tsx bench/stock-push.ts [--seconds 30]
 *        [--idle 0] [--result file.json]
 *
 * `--idle N` also holds N more connections, each subscribed like a dashboard tab, for the
 * duration (the 10,000 idle subscribers of the issue), and reports whether all stayed open.
 *
 * Then, after the server has stopped, the alert row (bench/stock-alerts.ts, issue 44 item 2):
 * 10,000 watchers of one stock and a +5 % crossing, on PostgreSQL when one answers at
 * TEST_DATABASE_URL (else the embedded database); `--alerts off` leaves it out.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { postgresReachable } from '../apps/server/test/database';
import { freePort, startBuiltServer } from './server';
import { alertRow } from './stock-alerts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    idle: { type: 'string', default: '0' },
    alerts: { type: 'string', default: 'on' },
    result: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const idle = Number(values.idle);

interface Tab {
  bytes: number;
  messages: number;
  closed: boolean;
  ws: WebSocket;
}

/** A SockJS session over its WebSocket transport, STOMP-connected, subscribed to `topics`. */
async function openTab(base: string, topics: string[]): Promise<Tab> {
  const session = Math.random().toString(36).slice(2, 10);
  const server = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/${server}/${session}/websocket`);
  const tab: Tab = { bytes: 0, messages: 0, closed: false, ws };
  const send = (frame: string) => ws.send(JSON.stringify([frame]));
  let connected: () => void = () => undefined;
  let refused: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    refused = reject;
  });
  ws.on('message', (data: Buffer) => {
    tab.bytes += data.length;
    const text = data.toString();
    if (text === 'o') send('CONNECT\naccept-version:1.2\nheart-beat:4000,4000\n\n\0');
    if (text.includes('CONNECTED')) connected();
    if (text.includes('MESSAGE')) tab.messages += 1;
  });
  ws.on('close', () => {
    tab.closed = true;
    refused(new Error('the server closed a tab before STOMP CONNECTED'));
  });
  ws.on('error', (error) => refused(error));
  await ready;
  topics.forEach((topic, i) => send(`SUBSCRIBE\nid:${i}\ndestination:${topic}\n\n\0`));
  // The client's heart-beat, as stompjs sends it.
  const beat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('["\\n"]'), 4000);
  ws.on('close', () => clearInterval(beat));
  return tab;
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-bench-stocks-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBuiltServer({
    port,
    env: {
      DATA_DIR: dir,
      DATABASE_URL: undefined,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      STOCK_SIM_ALWAYS_OPEN: 'on',
      // Every client comes from 127.0.0.1: the per-address cap (50 by default) would refuse
      // the idle tabs.
      REALTIME_MAX_CONNECTIONS_PER_IP: String(idle + 100),
    },
  });
  try {
    const kinds = [
      ['인기', 'popular'],
      ['상승', 'gainers'],
      ['하락', 'losers'],
    ] as const;
    const lists = await Promise.all(
      kinds.map(async ([, kind]) =>
        (
          (await (await fetch(`${base}/api/stock/${kind}?limit=10`)).json()) as {
            stockCode: string;
          }[]
        ).map((s) => `/topic/stocks/${s.stockCode}`),
      ),
    );
    const holders: Tab[] = [];
    for (let i = 0; i < idle; i += 100) {
      const batch = Math.min(100, idle - i);
      holders.push(
        ...(await Promise.all(
          Array.from({ length: batch }, (_, j) => openTab(base, lists[(i + j) % lists.length]!)),
        )),
      );
    }
    const tabs = await Promise.all(lists.map((topics) => openTab(base, topics)));
    const market = await openTab(base, ['/topic/stocks']);
    // Count from a clean start: the subscriptions' first seconds are part of the steady state.
    await new Promise((r) => setTimeout(r, 2000));
    for (const t of [...tabs, market]) t.bytes = t.messages = 0;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const elapsed = (performance.now() - started) / 1000;
    const rate = (t: Tab) => ({
      'bytes/s': Math.round(t.bytes / elapsed),
      'messages/s': Number((t.messages / elapsed).toFixed(1)),
    });
    const rows: Record<string, { 'bytes/s': number; 'messages/s': number; budget: number | null }> =
      {};
    kinds.forEach(([label], i) => {
      rows[`dashboard tab on ${label} (${lists[i]!.length} stocks shown)`] = {
        ...rate(tabs[i]!),
        budget: 5120,
      };
    });
    rows['whole market (/topic/stocks)'] = { ...rate(market), budget: null };
    console.table(rows);
    const dropped = holders.filter((h) => h.closed).length;
    if (idle > 0)
      console.log(`idle dashboard subscribers: ${idle}, closed during the run: ${dropped}`);
    if (values.result) {
      await writeFile(
        values.result,
        JSON.stringify({ seconds: elapsed, rows, idle, dropped }, null, 2),
      );
    }
    for (const t of [...holders, ...tabs, market]) t.ws.terminate();
    if (tabs.some((t) => t.bytes / elapsed > 5120) || dropped > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

async function alerts() {
  if (values.alerts === 'off') return;
  const row = await alertRow({ db: (await postgresReachable()) ? 'postgres' : 'pglite' });
  console.table({ [`alert: ${row.watchers} watchers, one +5% crossing (${row.database})`]: row });
  if (values.result) {
    const { readFile } = await import('node:fs/promises');
    const saved = JSON.parse(await readFile(values.result, 'utf8')) as object;
    await writeFile(values.result, JSON.stringify({ ...saved, alert: row }, null, 2));
  }
  if (!row.pass) process.exitCode = 1;
}

main()
  .then(alerts)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

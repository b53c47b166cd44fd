// npm run test:cluster [-- --writers 50 --listeners 200 --pace-ms 100 --seed N]
//
// The cluster fault suite (issue 24, docs/operations.md 'What each fault does to members'): HAProxy
// in front of three instances of the BUILT server on the suite's own PostgreSQL and Redis (free
// ports, temporary folders; the machine's shared services are never touched). While 50 writers
// post, comment and like through the balancer and 200 STOMP listeners watch the comments of five
// posts, it
//   1. kills one instance with SIGKILL and starts it again,
//   2. stops PostgreSQL for 3 s (fast shutdown) and starts it again,
//   3. stops Redis for 5 s and starts it again,
//   4. restarts the three instances one after the other (SIGTERM, drain, start),
// and checks: every acknowledged write is in the database and every counter equals its rows;
// listeners resubscribe and miss no message of a comment sent after they did; failures during the
// database outage are fast 503s with a Korean message; nothing fails while Redis is away or
// during the rolling restart. Prints a table of what it checked.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureHaproxy, HaproxyMissing, serverEntry } from '../../../../scripts/cluster-kit.mjs';
import { verify } from '../load/verify';
import { boards, Client, Ledger, seedRandom, type Member } from '../load/writers';
import { Cluster } from './cluster';
import { allSubscribed, startListeners, stopListeners } from './listeners';
import {
  killOne,
  restartPostgres,
  rollingRestart,
  stopRedis,
  type PhaseResult,
  type Suite,
} from './phases';
import { startPostgres, startRedis, type OwnPostgres, type OwnRedis } from './services';

const { values: args } = parseArgs({
  options: {
    writers: { type: 'string', default: '50' },
    listeners: { type: 'string', default: '200' },
    /** Each writer's pause between writes: the load stays below what saturates two cores. */
    'pace-ms': { type: 'string', default: '100' },
    seed: { type: 'string' },
  },
});
const WRITERS = Number(args.writers);
const LISTENERS = Number(args.listeners);
const WATCHED = 5;
const initialSeed = seedRandom(args.seed === undefined ? undefined : Number(args.seed));

/** Rules no writer reaches: the limiter runs (through Redis) without refusing the load. */
const generous = '1000000/60';

function table(results: PhaseResult[]) {
  const header = [
    'fault',
    's',
    'writes ok',
    'refused',
    'no answer',
    '5xx',
    'msgs published',
    'received',
    'drops',
    'result',
  ];
  const rows = results.map((r) => [
    r.name,
    r.seconds.toFixed(1),
    String(r.acknowledged),
    r.refused,
    String(r.unanswered),
    String(r.serverErrors),
    String(r.published),
    String(r.received),
    String(r.drops),
    r.problems.length ? 'FAILED' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<number> {
  if (!existsSync(serverEntry)) {
    console.error(
      `${serverEntry}가 없습니다: npm run build -w @myeolgong/server 로 먼저 빌드하세요.`,
    );
    return 1;
  }
  let haproxy: string;
  try {
    haproxy = ensureHaproxy();
  } catch (error) {
    if (error instanceof HaproxyMissing && error.notRoot) {
      console.log(`\n*** 클러스터 장애 시험을 건너뜁니다 (SKIPPED): ${error.message} ***\n`);
      return 0;
    }
    console.error(`클러스터 장애 시험 실패: ${(error as Error).message}`);
    return 1;
  }

  const began = performance.now();
  const cleanup: (() => Promise<unknown>)[] = [];
  const onSignal = () =>
    void Promise.allSettled(cleanup.reverse().map((f) => f())).then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let postgres: OwnPostgres | undefined;
  let redis: OwnRedis | undefined;
  let cluster: Cluster | undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-fault-data-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  try {
    postgres = await startPostgres('myeolgong_fault');
    cleanup.push(() => postgres!.destroy());
    redis = await startRedis();
    cleanup.push(() => redis!.destroy());
    cluster = new Cluster(haproxy, {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'fault:',
      DATA_DIR: dataDir,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Longer than HAProxy needs to take a draining instance out (two failed checks a second
      // apart) even when the checks are slow on a loaded machine.
      SHUTDOWN_DRAIN_MS: '5000',
      REALTIME_MAX_CONNECTIONS_PER_IP: '10000',
      RATE_LIMIT: 'on',
      ...Object.fromEntries(
        ['POSTS', 'POSTS_PER_IP', 'COMMENTS', 'COMMENTS_PER_IP', 'LIKES', 'LIKES_PER_IP'].map(
          (rule) => [`RATE_LIMIT_${rule}`, generous],
        ),
      ),
    });
    const started = cluster;
    cleanup.push(() => started.stop());
    process.on('exit', () => {
      for (const i of started.instances) i.child.kill('SIGKILL');
      started.balancer?.kill('SIGKILL');
    });
    await cluster.start();
    console.log(
      `cluster fault suite: HAProxy :${cluster.front} → app1-3 :${cluster.ports.join(', :')}, PostgreSQL :${postgres.port}, Redis :${redis.port}; ${WRITERS} writers, ${LISTENERS} listeners, seed ${initialSeed}`,
    );

    // Members (each registering from its own address: 5 sign-ups per address an hour) and the
    // posts the listeners watch.
    const client = new Client(cluster.front);
    const members: Member[] = [];
    for (let i = 0; i < WRITERS; i++) {
      const res = await client.request('POST', '/api/auth/register', {
        body: { email: `writer${i}@fault.test`, password: 'fault-test-password' },
        headers: { 'x-forwarded-for': `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      });
      if (res.status !== 201)
        throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
      const body = res.body as { token: string; user: { id: number } };
      members.push({ id: body.user.id, token: body.token });
    }
    const ledger = new Ledger();
    for (let i = 0; i < WATCHED; i++) {
      const res = await client.request('POST', '/api/posts', {
        token: members[i]!.token,
        body: { title: `지켜보는 글 ${i}`, content: '내용', boardName: boards[i % 3] },
      });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
      ledger.posts.add((res.body as { id: number }).id);
    }
    const watched = [...ledger.posts];
    ledger.preferPosts = watched;
    ledger.paceMs = Number(args['pace-ms']);
    const listeners = startListeners(cluster.front, watched, LISTENERS);
    cleanup.push(() => stopListeners(listeners));
    const subscribed = await allSubscribed(listeners, 60_000);
    if (subscribed < LISTENERS)
      throw new Error(`only ${subscribed} of ${LISTENERS} listeners subscribed`);

    const suite: Suite = { cluster, postgres, redis, client, members, listeners, ledger, watched };
    const results: PhaseResult[] = [];
    for (const run of [killOne, restartPostgres, stopRedis, rollingRestart]) {
      const result = await run(suite);
      results.push(result);
      console.log(
        `  ${result.name}: ${result.problems.length ? 'FAILED' : 'ok'} (${result.seconds.toFixed(1)} s)`,
      );
    }

    // Everything acknowledged is in the database, every counter equals its rows.
    const found = await verify({ kind: 'postgres', url: postgres.url }, ledger);
    const likes = [...ledger.postLikes.values(), ...ledger.commentLikes.values()];
    console.log(`\n${table(results)}`);
    console.log(
      '  (refused: 502/503 answers the fault allows, the write not taken; msgs published: comment messages each listener had to get, sent after it last subscribed; drops: listener connections lost)\n',
    );
    for (const r of results) {
      for (const note of r.notes) console.log(`  ${r.name}: ${note}`);
      for (const problem of r.problems) console.log(`  ${r.name}: PROBLEM ${problem}`);
    }
    const missing = (prefix: string) => found.filter((p) => p.startsWith(prefix)).length;
    const likeStates = likes.filter((l) => l !== 'unknown').length;
    const wrongLikes = missing('post like') + missing('comment like');
    console.log(
      [
        `\n  database (${ledger.acknowledged} acknowledged writes in all):`,
        `    posts acknowledged ${ledger.posts.size}, found ${ledger.posts.size - missing('acknowledged post')}`,
        `    comments acknowledged ${ledger.comments.size}, found ${ledger.comments.size - missing('acknowledged comment')}`,
        `    like states acknowledged ${likeStates}, stored as acknowledged ${likeStates - wrongLikes}`,
        `    counters (likes, comments, replies, board posts and subscribers): ${
          found.length === 0 ? 'every one equals its rows' : `${found.length} problems:`
        }`,
        ...found.slice(0, 20).map((p) => `      - ${p}`),
      ].join('\n'),
    );
    client.agent.destroy();
    const failed = found.length > 0 || results.some((r) => r.problems.length > 0);
    if (failed) {
      console.log(`\n${cluster.logs()}`);
      // Again after the logs, which can be long: CI keeps only the end of the output.
      console.log(`\n${table(results)}`);
      for (const r of results)
        for (const problem of r.problems) console.log(`  ${r.name}: PROBLEM ${problem}`);
      for (const p of found.slice(0, 20)) console.log(`  database: ${p}`);
    }
    console.log(
      `\ncluster fault suite ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
    return failed ? 1 : 0;
  } catch (error) {
    if (cluster) console.error(cluster.logs());
    // After the logs, which can be long: CI keeps only the end of the output.
    console.error('cluster fault suite FAILED:', error);
    return 1;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
}

process.exit(await main());

// The faults of the cluster fault suite, each under the same load: the writers post, comment and
// like through the balancer while the listeners hold their subscriptions. A phase runs the load,
// does its fault, waits until every listener is subscribed again, writes on for a moment, then
// checks what the writers and listeners saw (see run.ts for the database checks at the end).
import type { Cluster } from './cluster';
import { allSubscribed, delivery, type Listener } from './listeners';
import type { OwnPostgres, OwnRedis } from './services';
import { Client, random, sleep, writers, type Ledger, type Member } from '../load/writers';

export interface PhaseResult {
  name: string;
  seconds: number;
  acknowledged: number;
  refused: string;
  unanswered: number;
  serverErrors: number;
  published: number;
  received: number;
  drops: number;
  notes: string[];
  problems: string[];
}

export interface Suite {
  cluster: Cluster;
  postgres: OwnPostgres;
  redis: OwnRedis;
  client: Client;
  members: Member[];
  listeners: Listener[];
  ledger: Ledger;
  watched: number[];
}

interface Context {
  /** Messages of comments sent before this (performance.now()) are not checked. */
  floor: number;
  notes: string[];
  problems: string[];
}

const hangul = /[가-힣]/;
const ms = (value: number) => `${Math.round(value)} ms`;

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await sleep(20);
  return condition();
}

async function phase(
  suite: Suite,
  name: string,
  tolerated: number[],
  /**
   * Whether a request may go without an answer (the connection dropped): only when an instance
   * dies with requests in flight (kill -9). Everywhere else every request gets an answer.
   */
  unansweredAllowed: boolean,
  fault: (context: Context) => Promise<void>,
  /** Logged errors that belong to the fault (a background job that found the database away). */
  expectedErrors?: RegExp,
): Promise<PhaseResult> {
  const { ledger, listeners } = suite;
  const began = performance.now();
  const before = {
    acknowledged: ledger.acknowledged,
    refused: ledger.refused,
    unanswered: ledger.unanswered,
    serverErrors: ledger.serverErrors.length,
    drops: listeners.reduce((sum, l) => sum + l.drops, 0),
    errors: suite.cluster.errors.length,
  };
  const statuses = new Map<number, number>();
  ledger.observe = (event) => {
    if (event.status >= 500 && tolerated.includes(event.status))
      statuses.set(event.status, (statuses.get(event.status) ?? 0) + 1);
  };
  ledger.tolerated = new Set(tolerated);
  const context: Context = { floor: began, notes: [], problems: [] };
  let stopped = false;
  const load = writers(suite.client, suite.members, ledger, () => stopped);
  try {
    await until(() => ledger.acknowledged >= before.acknowledged + 30, 30_000);
    await fault(context);
    const subscribed = await allSubscribed(listeners, 30_000);
    if (subscribed < listeners.length)
      context.problems.push(
        `${listeners.length - subscribed} listeners did not resubscribe in 30 s`,
      );
    // Write on for a moment with everything back, so that every listener has messages to check.
    const after = ledger.acknowledged;
    await until(() => ledger.acknowledged >= after + 150, 5_000);
  } finally {
    stopped = true;
    await load;
  }
  // Deliveries after the last acknowledgement: through Redis to every instance, then the sockets.
  // A listener that lost its connection meanwhile subscribes again (it has nothing to miss then:
  // the writers stopped).
  await sleep(2_000);
  await allSubscribed(listeners, 15_000);
  const seen = delivery(listeners, ledger, context.floor);
  if (seen.unsubscribed) context.problems.push(`${seen.unsubscribed} listeners not subscribed`);
  if (seen.received < seen.expected)
    context.problems.push(
      `${seen.expected - seen.received} messages missed after resubscribing: ${seen.missing.join('; ')}`,
    );
  const serverErrors = ledger.serverErrors.slice(before.serverErrors);
  // Errors the instances logged (a 500, an uncaught exception), with their message.
  const logged = suite.cluster.errors
    .slice(before.errors)
    .filter((line) => !expectedErrors?.test(line));
  if (logged.length < suite.cluster.errors.length - before.errors)
    context.notes.push(
      `${suite.cluster.errors.length - before.errors - logged.length} background jobs logged that the database was away`,
    );
  for (const line of logged.slice(0, 5)) {
    const message = /"message":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 300);
    context.problems.push(`logged error ${line.split(':')[0]}: ${message}`);
  }
  context.problems.push(...serverErrors.slice(0, 5).map((e) => `server error ${e}`));
  const unanswered = ledger.unanswered - before.unanswered;
  if (unanswered > 0 && !unansweredAllowed)
    context.problems.push(
      `${unanswered} requests got no answer: ${ledger.unansweredErrors
        .slice(-Math.min(unanswered, 3))
        .join('; ')}`,
    );
  ledger.observe = undefined;
  return {
    name,
    seconds: (performance.now() - began) / 1000,
    acknowledged: ledger.acknowledged - before.acknowledged,
    refused:
      [...statuses].map(([status, count]) => `${count}×${status}`).join(' ') ||
      String(ledger.refused - before.refused),
    unanswered,
    serverErrors: serverErrors.length,
    published: seen.expected,
    received: seen.received,
    drops: listeners.reduce((sum, l) => sum + l.drops, 0) - before.drops,
    notes: context.notes,
    problems: context.problems,
  };
}

/**
 * kill -9 one instance under load; HAProxy answers 502 for what it had in flight, or the
 * connection drops (unanswered, allowed here only): what it acknowledged must be in the database
 * (run.ts checks at the end).
 */
export function killOne(suite: Suite) {
  return phase(suite, 'kill -9 one instance', [502, 503], true, async (context) => {
    const index = Math.floor(random() * 3);
    await sleep(500 + random() * 1000);
    const onIt = suite.listeners.filter((l) => l.subscribedAt !== null).length;
    await suite.cluster.signal(index, 'SIGKILL');
    context.notes.push(`app${index + 1} killed with SIGKILL (${onIt} listeners subscribed then)`);
    await sleep(3_000);
    const started = performance.now();
    await suite.cluster.startApp(index);
    await suite.cluster.waitUp(index);
    context.notes.push(
      `app${index + 1} restarted and back in HAProxy after ${ms(performance.now() - started)}`,
    );
  });
}

/** A job outside any request (a sweep, the notification outbox) that found the database away. */
const databaseAway =
  /^app\d: (?!.*"reqId").*(ECONNREFUSED|57P0[123]|Connection terminated|terminating connection|not queryable|shutting down|starting up)/;

/** Probes one instance directly (not through HAProxy) while the database is away. */
async function probe(suite: Suite, port: number, stop: () => boolean) {
  const direct = new Client(port);
  const answers: { status: number; ms: number; korean: boolean }[] = [];
  const member = suite.members[0]!;
  while (!stop()) {
    for (const [method, url, body] of [
      ['GET', '/api/posts?size=5', undefined],
      [
        'POST',
        '/api/comments',
        { postId: suite.watched[0], parentId: null, content: '장애 중 댓글' },
      ],
    ] as const) {
      const at = performance.now();
      try {
        const answer = await direct.request(method, url, { token: member.token, body });
        const message = (answer.body as { message?: string } | null)?.message ?? '';
        answers.push({
          status: answer.status,
          ms: performance.now() - at,
          korean: hangul.test(message),
        });
        // A comment the server took during the outage is a write like any other.
        if (answer.status === 201 && method === 'POST')
          suite.ledger.comments.set((answer.body as { id: number }).id, {
            postId: suite.watched[0]!,
            authorIndex: 0,
            sentAt: at,
          });
      } catch {
        answers.push({ status: 0, ms: performance.now() - at, korean: false });
      }
    }
    await sleep(100);
  }
  direct.agent.destroy();
  return answers;
}

/** PostgreSQL stops (fast shutdown: every connection is cut), stays away 3 s, starts again. */
export function restartPostgres(suite: Suite) {
  return phase(
    suite,
    'PostgreSQL restart',
    [503],
    false,
    async (context) => {
      const failures: { status: number; ms: number; korean: boolean }[] = [];
      let firstOkAfter: number | null = null;
      let upAt = Number.POSITIVE_INFINITY;
      const counting = suite.ledger.observe;
      suite.ledger.observe = (event) => {
        counting?.(event);
        if (event.status === 503) {
          const message = (event.body as { message?: string } | null)?.message ?? '';
          failures.push({ status: 503, ms: event.ms, korean: hangul.test(message) });
        }
        if (event.status >= 200 && event.status < 300 && event.at > upAt && firstOkAfter === null)
          firstOkAfter = event.at + event.ms;
      };
      let probing = true;
      const stoppedAt = performance.now();
      await suite.postgres.stop();
      const probes = probe(suite, suite.cluster.ports[1]!, () => !probing);
      await sleep(3_000);
      await suite.postgres.start();
      upAt = performance.now();
      probing = false;
      const direct = await probes;
      await until(() => firstOkAfter !== null, 30_000);
      const recovered = firstOkAfter === null ? null : firstOkAfter - upAt;
      context.notes.push(
        `down ${ms(upAt - stoppedAt)}; through HAProxy ${failures.length} answers 503, slowest ${ms(
          Math.max(0, ...failures.map((f) => f.ms)),
        )}; first acknowledged write ${recovered === null ? 'never' : `${ms(recovered)} after it was back`}`,
      );
      const directFailed = direct.filter((a) => a.status !== 200 && a.status !== 201);
      context.notes.push(
        `app2 probed directly: ${direct.length} requests, ${directFailed.filter((a) => a.status === 503).length} answered 503, slowest ${ms(
          Math.max(0, ...direct.map((a) => a.ms)),
        )}`,
      );
      if (
        failures.some((f) => !f.korean) ||
        directFailed.some((a) => a.status === 503 && !a.korean)
      )
        context.problems.push('a 503 without a Korean message');
      const slow = [...failures, ...directFailed].filter((f) => f.ms > 5_000);
      if (slow.length) context.problems.push(`${slow.length} failed requests took over 5 s`);
      const wrong = directFailed.filter((a) => a.status !== 503);
      if (wrong.length)
        context.problems.push(
          `direct requests during the outage answered ${[...new Set(wrong.map((a) => a.status))].join(', ')} (0 = no answer), not 503`,
        );
      if (directFailed.length === 0) context.problems.push('no direct request saw the outage');
      if (recovered === null || recovered > 15_000)
        context.problems.push('writes did not recover within 15 s of the database coming back');
    },
    databaseAway,
  );
}

/**
 * Redis stops for 5 s: every request must still succeed, write limits still hold (in each
 * instance's memory), and no instance serves a cached answer that misses a write; once Redis is
 * back and every instance has resubscribed, messages cross between instances again.
 */
export function stopRedis(suite: Suite) {
  return phase(suite, 'Redis stop', [], false, async (context) => {
    const { cluster, redis, members } = suite;
    const writer = new Client(cluster.ports[0]!);
    const reader = new Client(cluster.ports[1]!);
    // app2 caches a post; app1 edits it while Redis is away; app2 must show the edit at once.
    const member = members[1]!;
    const title = (t: string) => ({ title: t, content: '내용', boardName: 'free' });
    const created = await writer.request('POST', '/api/posts', {
      token: member.token,
      body: title('Redis 시험 글'),
    });
    const postId = (created.body as { id: number }).id;
    suite.ledger.posts.add(postId);
    const titleOnApp2 = async () =>
      ((await reader.request('GET', `/api/posts/${postId}`)).body as { title?: string }).title;
    await titleOnApp2();
    await titleOnApp2(); // now from app2's cache
    const stoppedAt = performance.now();
    await redis.stop();
    await sleep(500);
    const edited = await writer.request('PUT', `/api/posts/${postId}`, {
      token: member.token,
      body: title('Redis 없는 동안 고친 제목'),
    });
    if (edited.status !== 200)
      context.problems.push(`an edit during the outage answered ${edited.status}`);
    const seen = await titleOnApp2();
    if (seen !== 'Redis 없는 동안 고친 제목')
      context.problems.push(`app2 served the post from a stale cache ("${seen}")`);
    // Wrong passwords: the 9th try from one address is refused (limits hold per instance).
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = await writer.request('POST', '/api/auth/login', {
        body: { email: 'writer0@fault.test', password: 'wrong-password' },
        headers: { 'x-forwarded-for': '10.99.0.1' },
      });
      statuses.push(answer.status);
    }
    if (statuses.at(-1) !== 429 || statuses.slice(0, 8).some((s) => s !== 401))
      context.problems.push(`wrong passwords answered ${statuses.join(',')}, not 8×401 then 429`);
    context.notes.push(
      `during the outage: app2 showed app1's edit at once (${seen === 'Redis 없는 동안 고친 제목' ? 'yes' : 'no'}); wrong passwords: ${statuses.at(-1)} on the 9th try`,
    );
    await sleep(Math.max(0, 5_000 - (performance.now() - stoppedAt)));
    await redis.start();
    const back = performance.now();
    // Every instance reconnects by itself: its realtime and response-cache subscribers subscribe
    // again, and its publishers come back on their own retry timers (ioredis waits up to 2 s
    // between tries), each one independently. Until an instance's publisher is back its messages
    // reach only its own listeners (MessageDropped, by design), so messages are checked from the
    // moment all twelve connections are back.
    const connectionsBack = async () => {
      const clients = await redis.clients();
      return {
        subscribers: clients.filter((c) => c.sub > 0 && c.name.endsWith('-sub')).length,
        publishers: clients.filter((c) => c.name.endsWith('-pub')).length,
      };
    };
    const deadline = performance.now() + 15_000;
    let count = await connectionsBack();
    while ((count.subscribers < 6 || count.publishers < 6) && performance.now() < deadline) {
      await sleep(100);
      count = await connectionsBack();
    }
    if (count.subscribers < 6)
      context.problems.push(`${count.subscribers} of 6 Redis subscribers came back in 15 s`);
    if (count.publishers < 6)
      context.problems.push(`${count.publishers} of 6 Redis publishers came back in 15 s`);
    // A publisher names itself (CLIENT SETNAME) one round trip before it is ready (its INFO
    // check); publishes in that moment would still be refused.
    await sleep(250);
    context.floor = performance.now();
    context.notes.push(
      `Redis away ${ms(back - stoppedAt)}; all instances reconnected and resubscribed ${ms(context.floor - back)} after it was back`,
    );
    writer.agent.destroy();
    reader.agent.destroy();
  });
}

/**
 * SIGTERM each instance in turn (drain), start it again, wait until HAProxy uses it, next: no
 * request may fail or go unanswered.
 */
export function rollingRestart(suite: Suite) {
  return phase(suite, 'rolling restart', [], false, async (context) => {
    for (let index = 0; index < 3; index++) {
      const began = performance.now();
      const code = await suite.cluster.signal(index, 'SIGTERM');
      if (code !== 0) context.problems.push(`app${index + 1} exited with ${code} on SIGTERM`);
      await suite.cluster.startApp(index);
      await suite.cluster.waitUp(index);
      context.notes.push(
        `app${index + 1}: drained, stopped and back in ${ms(performance.now() - began)}`,
      );
    }
  });
}

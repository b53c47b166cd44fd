// The writers of the crash test (apps/server/test/crash) and the cluster fault suite
// (apps/server/test/cluster): members that create posts, comments and replies, like and unlike,
// subscribe to boards and delete their own comments, each remembering what the server
// acknowledged (the Ledger), so that the database can be checked against it afterwards (verify.ts).
import http from 'node:http';
import net from 'node:net';

// A small seeded generator, so that a failing run can be repeated with --seed.
let seed = Math.floor(Math.random() * 2 ** 31);
/** Starts the sequence at `value` (a number given with --seed) or at a random one; returns it. */
export function seedRandom(value?: number): number {
  seed = value ?? Math.floor(Math.random() * 2 ** 31);
  return seed;
}
export function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// HTTP, with keep-alive like a real client, and errors kept apart from answers.

interface Answer {
  status: number;
  body: unknown;
  /** X-Served-By: `balancer` when HAProxy answered itself (deploy/haproxy.cfg). */
  servedBy?: string;
}

// An idle keep-alive connection is closed by this client after 4 s, before the other end does:
// HAProxy closes a client's idle connection after 10 s (deploy/haproxy.cfg 'timeout
// http-keep-alive') and the instances after 72 s. When the other end closes first, a request
// sent on the connection just as its FIN is on the way (or waiting behind a busy event loop)
// gets no answer ("socket hang up"): a browser resends it on a new connection, this client
// would count it unanswered. Found by the cluster fault suite's rolling restart under CI load.
const agentOptions: http.AgentOptions = { keepAlive: true, maxSockets: 256, timeout: 4_000 };

export class Client {
  readonly agent = new http.Agent(agentOptions);
  constructor(public port: number) {}

  request(
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: url,
          agent: this.agent,
          headers: {
            ...options.headers,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          timeout: 120_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({
              status: res.statusCode ?? 0,
              body,
              servedBy: res.headers['x-served-by'] as string | undefined,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      // Which request, and whether on a connection used before, for the report.
      req.on('error', (error) =>
        reject(
          new Error(
            `${method} ${url}${req.reusedSocket ? ' (on a reused connection)' : ''}: ${error.message}`,
          ),
        ),
      );
      req.end(payload);
    });
  }

  reset() {
    this.agent.destroy();
    (this as { agent: http.Agent }).agent = new http.Agent(agentOptions);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// What the writers were told.

export interface Member {
  id: number;
  token: string;
}

export class Ledger {
  /** Posts acknowledged as created (201), and those acknowledged as deleted. */
  posts = new Set<number>();
  deletedPosts = new Set<number>();
  /** sentAt: performance.now() just before the request was sent. */
  comments = new Map<number, { postId: number; authorIndex: number; sentAt: number }>();
  deletedComments = new Set<number>();
  /** Last acknowledged like state per `user:target`; unknown after an unanswered toggle. */
  postLikes = new Map<string, boolean | 'unknown'>();
  commentLikes = new Map<string, boolean | 'unknown'>();
  subscriptions = new Map<string, boolean | 'unknown'>();
  acknowledged = 0;
  unanswered = 0;
  /** The last few failures to answer (`METHOD url: error`), for the report. */
  unansweredErrors: string[] = [];
  /** Answers with a status of `tolerated`: the server did not take the request (or may have). */
  refused = 0;
  /** 5xx answers whose status is not tolerated: never acceptable. */
  serverErrors: string[] = [];
  /** 503 (closing, or the database is away) by default; the fault suite adds 502 around a kill. */
  tolerated = new Set([503]);
  /** Milliseconds each writer waits between two writes (0: as fast as the server answers). */
  paceMs = 0;
  /** Half of the comments go to one of these posts when set (the ones real-time clients watch). */
  preferPosts: number[] = [];
  /** Called with every answer (or failure to answer) and how long it took. */
  observe?: (event: { status: number; body: unknown; ms: number; at: number }) => void;
}

type Op = (client: Client, me: Member, index: number, ledger: Ledger) => Promise<void>;

export const boards = ['myeolgong', 'stock', 'free'] as const;

/** Runs one write; counts it as acknowledged only when the server answered 2xx. */
async function attempt(
  ledger: Ledger,
  run: () => Promise<Answer>,
  onAnswer: (answer: Answer) => void,
  onUnanswered: () => void = () => undefined,
) {
  let answer: Answer;
  const at = performance.now();
  try {
    answer = await run();
  } catch (error) {
    ledger.observe?.({ status: 0, body: String(error), ms: performance.now() - at, at });
    ledger.unanswered += 1;
    ledger.unansweredErrors.push(String(error).slice(0, 160));
    if (ledger.unansweredErrors.length > 20) ledger.unansweredErrors.shift();
    onUnanswered();
    return;
  }
  ledger.observe?.({ status: answer.status, body: answer.body, ms: performance.now() - at, at });
  // 503: the server is closing (SIGTERM) or lost its database, and did not take the request.
  if (ledger.tolerated.has(answer.status)) {
    ledger.refused += 1;
    onUnanswered();
    return;
  }
  if (answer.status >= 500) {
    ledger.serverErrors.push(
      `${answer.status}${answer.servedBy ? ` (from the ${answer.servedBy})` : ''}: ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
    return;
  }
  if (answer.status < 300) ledger.acknowledged += 1;
  onAnswer(answer);
}

const livePosts = (ledger: Ledger) =>
  [...ledger.posts].filter((id) => !ledger.deletedPosts.has(id));
const liveComments = (ledger: Ledger) =>
  [...ledger.comments.keys()].filter((id) => !ledger.deletedComments.has(id));

const ops: [weight: number, op: Op][] = [
  [
    15,
    async (client, me, _i, ledger) =>
      attempt(
        ledger,
        () =>
          client.request('POST', '/api/posts', {
            token: me.token,
            body: {
              title: `충돌 시험 ${random().toString(36).slice(2, 8)}`,
              content: '내용',
              boardName: pick(boards),
            },
          }),
        (a) => {
          if (a.status === 201) ledger.posts.add((a.body as { id: number }).id);
        },
      ),
  ],
  [
    25,
    async (client, me, index, ledger) => {
      const posts = livePosts(ledger);
      if (!posts.length) return;
      const preferred = ledger.preferPosts.filter((id) => !ledger.deletedPosts.has(id));
      const postId = preferred.length && random() < 0.5 ? pick(preferred) : pick(posts);
      const sentAt = performance.now();
      const parents = liveComments(ledger).filter(
        (id) => ledger.comments.get(id)!.postId === postId,
      );
      const parentId = parents.length && random() < 0.5 ? pick(parents) : null;
      await attempt(
        ledger,
        () =>
          client.request('POST', '/api/comments', {
            token: me.token,
            body: { postId, parentId, content: `댓글 ${index}` },
          }),
        (a) => {
          if (a.status === 201) {
            ledger.comments.set((a.body as { id: number }).id, {
              postId,
              authorIndex: index,
              sentAt,
            });
          }
        },
      );
    },
  ],
  [
    25,
    async (client, me, _i, ledger) => {
      const posts = livePosts(ledger);
      if (!posts.length) return;
      const postId = pick(posts);
      const like = random() < 0.6;
      const key = `${me.id}:${postId}`;
      await attempt(
        ledger,
        () =>
          client.request('POST', `/api/like/post/${postId}?status=${like ? 1 : 0}`, {
            token: me.token,
          }),
        (a) => {
          if (a.status === 200) ledger.postLikes.set(key, like);
        },
        () => ledger.postLikes.set(key, 'unknown'),
      );
    },
  ],
  [
    20,
    async (client, me, _i, ledger) => {
      const comments = liveComments(ledger);
      if (!comments.length) return;
      const commentId = pick(comments);
      const like = random() < 0.6;
      const key = `${me.id}:${commentId}`;
      await attempt(
        ledger,
        () =>
          client.request('POST', `/api/comments/${commentId}/like?value=${like ? 1 : 0}`, {
            token: me.token,
          }),
        (a) => {
          if (a.status === 200) ledger.commentLikes.set(key, like);
        },
        () => ledger.commentLikes.set(key, 'unknown'),
      );
    },
  ],
  [
    5,
    async (client, me, _i, ledger) => {
      const board = pick(boards);
      const subscribe = random() < 0.6;
      const key = `${me.id}:${board}`;
      await attempt(
        ledger,
        () =>
          client.request(
            'POST',
            `/api/boards/${board}/${subscribe ? 'subscribe' : 'unsubscribe'}`,
            {
              token: me.token,
            },
          ),
        (a) => {
          if (a.status === 200) ledger.subscriptions.set(key, subscribe);
        },
        () => ledger.subscriptions.set(key, 'unknown'),
      );
    },
  ],
  [
    5,
    async (client, me, index, ledger) => {
      const mine = liveComments(ledger).filter(
        (id) => ledger.comments.get(id)!.authorIndex === index,
      );
      if (!mine.length) return;
      const commentId = pick(mine);
      await attempt(
        ledger,
        () => client.request('DELETE', `/api/comments/${commentId}`, { token: me.token }),
        (a) => {
          if (a.status === 200) ledger.deletedComments.add(commentId);
        },
      );
    },
  ],
  [
    2,
    async (client, me, _i, ledger) => {
      // Posts are not remembered by author: try one and accept the 403 when it is someone else's.
      const posts = livePosts(ledger).filter((id) => !ledger.preferPosts.includes(id));
      if (posts.length < 20) return;
      const postId = pick(posts);
      await attempt(
        ledger,
        () => client.request('DELETE', `/api/posts/${postId}`, { token: me.token }),
        (a) => {
          if (a.status === 200) ledger.deletedPosts.add(postId);
        },
      );
    },
  ],
];
const totalWeight = ops.reduce((sum, [w]) => sum + w, 0);
function randomOp(): Op {
  let r = random() * totalWeight;
  for (const [weight, op] of ops) {
    if ((r -= weight) < 0) return op;
  }
  return ops[0]![1];
}

/** `count` writers looping until `stop()` says so; a failed request ends nothing. */
export function writers(client: Client, members: Member[], ledger: Ledger, stop: () => boolean) {
  return Promise.all(
    members.map(async (me, index) => {
      while (!stop()) {
        const failed = ledger.refused + ledger.unanswered;
        await randomOp()(client, me, index, ledger);
        // A refused or unanswered request: wait a little, as a client would, before the next.
        if (ledger.refused + ledger.unanswered > failed) await sleep(50);
        if (ledger.paceMs > 0) await sleep(ledger.paceMs * (0.5 + random()));
      }
    }),
  );
}

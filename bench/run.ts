/**
 * `npm run bench`: fills (or reuses) the benchmark database, starts the production server on it and
 * measures, in one run, a trivial route of the same server as the baseline and the feeds (anonymous
 * and signed in), post detail, comment list, search, the stock dashboard calls (200 connections,
 * compared with the trivial route at 200 connections)
 * and writes (post likes, comment likes, new comments by 50 members at once, then every counter
 * they touched checked against its rows), then a like's delivery to 2,000 SockJS STOMP clients
 * (bench/realtime.ts on the same database). Prints a table (req/s at 50 connections, ratio to the
 * baseline, p50/p99, and p95 of sequential requests, i.e. server time without queueing) and writes
 * JSON to bench/results/. `--embedded` does the same on PGlite with the smaller data set.
 *
 *   npm run bench [-- --embedded] [-- --seconds 10] [-- --connections 50]
 *                 [-- --realtime-clients 2000] [-- --realtime-rounds 20]
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock';
import { encodeCursor } from '../apps/server/src/lib/cursor';
import { DEFAULT_DATABASE_URL, closeDatabase } from './generate';
import {
  checkRecall,
  firstPages,
  blockingMember,
  loadFrequent,
  pickSearchClasses,
  timeClasses,
  type ApiAnswer,
  type ClassTiming,
  type LoadResult,
  type RecallCheck,
  type SearchClass,
} from './search';
import {
  checkCounters,
  registerWriters,
  writeRequest,
  type CounterCheck,
  type Touched,
} from './writes';

import { hotThread, markHistoryPushed, type HotThread, vacuumWrittenTables } from './notifications';
import { freePort, root, startBuiltServer } from './server';
import { markConventions } from './conventions';
import {
  checkPages,
  markedSummary,
  pickReaders,
  readPages,
  signInReaders,
  type ReadPage,
} from './readers';
const { values } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    /**
     * Only the rows whose name contains one of these (the baselines always run); repeatable.
     * `--only search` runs the search section alone.
     */
    only: { type: 'string', multiple: true },
    /** STOMP clients for the fan-out row (bench/realtime.ts); 0 leaves the row out. */
    'realtime-clients': { type: 'string', default: '2000' },
    /** Likes (and unlikes) whose delivery the fan-out row measures. */
    'realtime-rounds': { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    /**
     * A smaller PostgreSQL data set (e.g. 50000 posts, with likes and members in the embedded
     * proportions) in its own database, `myeolgong_bench_small`, so the 1M one stays.
     */
    posts: { type: 'string' },
  },
});
const smallPosts = values.posts ? Number(values.posts) : null;
const databaseUrl: string =
  values['database-url'] ??
  process.env.BENCH_DATABASE_URL ??
  (smallPosts
    ? DEFAULT_DATABASE_URL.replace(/\/[^/]+$/, '/myeolgong_bench_small')
    : DEFAULT_DATABASE_URL);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const embeddedDir = path.join(root, 'data-bench');

/** Runs a command in the repository with the output shown; answers its exit code. */
function runForCode(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/** Like `runForCode`, but fails on a non-zero exit code. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const code = await runForCode(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')}: ${code}`);
}

/** bench/realtime.ts's summary, as far as this table uses it. */
interface RealtimeSummary {
  clients: number;
  rounds: number;
  database: string;
  deliveries: number;
  missing: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  budgetP99Ms: number;
  likeRequestP50Ms: number;
}

const REALTIME_ROW = 'realtime: like to STOMP clients';

/**
 * The fan-out row: bench/realtime.ts in its own process (its client threads and its own start of
 * the built server), on the same PostgreSQL database, or on a fresh embedded one with --embedded
 * (a PGlite folder takes one server at a time).
 */
async function measureFanOut(): Promise<RealtimeSummary | null> {
  const clients = Number(values['realtime-clients']);
  const wanted = !values.only || values.only.some((name) => REALTIME_ROW.includes(name));
  if (clients <= 0 || !wanted) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-bench-fanout-'));
  const result = path.join(dir, 'realtime.json');
  try {
    const args = ['--import', 'tsx', 'bench/realtime.ts', '--clients', String(clients)];
    args.push('--rounds', String(values['realtime-rounds']), '--result', result);
    if (!values.embedded) args.push('--database-url', databaseUrl);
    const code = await runForCode(process.execPath, args);
    const summary = JSON.parse(
      await readFile(result, 'utf8').catch(() => 'null'),
    ) as RealtimeSummary | null;
    if (!summary) throw new Error(`bench/realtime.ts ended with ${code} and no result`);
    return summary;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function startServer(port: number) {
  return startBuiltServer({
    port,
    env: {
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      ...(values.embedded
        ? { DATA_DIR: embeddedDir, DATABASE_URL: undefined }
        : smallPosts
          ? { DATABASE_URL: databaseUrl, DATA_DIR: path.join(root, 'data-bench-small') }
          : { DATABASE_URL: databaseUrl, DATA_DIR: path.join(root, 'data-bench-server') }),
    },
  });
}

interface Target {
  name: string;
  path: string;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** Signed in: each request as the next of these members (their tokens). */
  members?: string[];
  /** Concurrent connections, when not `--connections`. */
  connections?: number;
  /** A write: builds each request (method, path, token, body); no sequential p95. */
  setupRequest?: ReturnType<typeof writeRequest>;
  /** The p99 budget of DESIGN.md, in ms, where one applies to this row. */
  budgetP99?: number;
  /** The trivial route: later rows with the same number of connections are compared with it. */
  baseline?: boolean;
}

/** Paths whose ids and cursors come from the data: a busy post, a cursor 500 pages deep. */
async function targets(
  base: string,
  writers: string[],
  /** Members of the data set with their own likes and saves (bench/readers.ts): the GET rows. */
  readers: string[],
  touched: Touched,
  hot: HotThread | null,
): Promise<Target[]> {
  const json = async (p: string) =>
    (await fetch(base + p)).json() as Promise<Record<string, unknown>>;
  const feed = (await json('/api/boards/stock/posts?sort=comments&size=1')) as {
    content: { id: number }[];
  };
  const busy = feed.content[0]!.id;
  const thread = await threadOf2000Comments(base);
  // The 10,000th row of the stock board's newest-first order: the cursor of page 500 (size 20).
  const deep = await cursorAt(base, 'stock', 500 * 20);
  // Writes land on the 200 newest posts of the stock board and on the 2,000-comment thread's
  // comments: a busy afternoon, with writers colliding on the same rows.
  const fresh = (await json('/api/boards/stock/posts?sort=new&size=100')) as {
    content: { id: number }[];
  };
  const older = (await json(
    `/api/boards/stock/posts?sort=new&size=100&cursor=${(fresh as { nextCursor?: string }).nextCursor ?? ''}`,
  )) as { content: { id: number }[] };
  const postIds = [...fresh.content, ...older.content].map((p) => p.id);
  // The table view's 마지막 페이지 (size 20), from the board's exact total.
  const lastPage = Math.max(
    0,
    ((await json('/api/boards/stock/posts?sort=new&size=20')) as { totalPages: number })
      .totalPages - 1,
  );
  // A page index (0-based) of the first 200, page k drawn with a weight of 1/k.
  const zipfCumulative: number[] = [];
  for (let k = 1, sum = 0; k <= 200; k++) zipfCumulative.push((sum += 1 / k));
  const zipfPage = () => {
    const x = Math.random() * zipfCumulative.at(-1)!;
    const index = zipfCumulative.findIndex((c) => c >= x);
    return Math.min(index < 0 ? 199 : index, lastPage);
  };
  const hotPost = postIds[0]!;
  const threadComments = (await json(`/api/comments/post/${thread}?size=100&sort=new`)) as {
    content: { id: number }[];
  };
  const commentIds = threadComments.content.map((c) => c.id);
  const track = (set: Set<number>, id: number) => (set.add(id), id);
  const dashboard = 200;
  return [
    { name: 'baseline /healthz', path: '/healthz', baseline: true },
    { name: 'feed new p1', path: '/api/boards/stock/posts?sort=new&size=20' },
    {
      name: 'feed new p500 (cursor)',
      path: `/api/boards/stock/posts?sort=new&size=20&cursor=${deep}`,
    },
    { name: 'feed hot p1', path: '/api/boards/stock/posts?sort=hot&size=20' },
    { name: 'popular week p1', path: '/api/posts/popular?timeRange=week&size=20' },
    { name: 'all boards new p1', path: '/api/posts?sort=new&size=20' },
    {
      name: 'feed new p1 signed in',
      path: '/api/boards/stock/posts?sort=new&size=20',
      members: readers,
      budgetP99: 50,
    },
    {
      name: 'feed hot p1 signed in',
      path: '/api/boards/stock/posts?sort=hot&size=20',
      members: readers,
      budgetP99: 50,
    },
    {
      name: 'feed p500 signed in',
      path: `/api/boards/stock/posts?sort=new&size=20&cursor=${deep}`,
      members: readers,
      budgetP99: 50,
    },
    // 종목토론 and 토론 많은 종목 (issue 27): the most mentioned stock of the generator, first
    // and tenth page, and the day and week rankings (signed in: uncached).
    { name: 'stock talk 005930 p1', path: '/api/stock/005930/posts?size=20' },
    { name: 'stock talk 005930 p10', path: '/api/stock/005930/posts?size=20&page=9' },
    {
      name: 'stock talk p1 signed in',
      path: '/api/stock/005930/posts?size=20',
      members: readers,
      budgetP99: 50,
    },
    { name: 'discussed day', path: '/api/stock/discussed?period=day' },
    { name: 'discussed week', path: '/api/stock/discussed?period=week' },
    // Community conventions (issue 22): notices above a list, 개념글, 이전글/다음글 with the
    // list page that holds the post (a bounded count), and the table view's numbered pages.
    // 3 board notices and 2 site-wide ones, and every post that meets the 개념글 rule
    // (bench/conventions.ts, marked before the server starts).
    { name: 'notices stock', path: '/api/posts/notices?boardName=stock' },
    {
      name: 'notices stock signed in',
      path: '/api/posts/notices?boardName=stock',
      members: readers,
      budgetP99: 50,
    },
    { name: 'best p1', path: '/api/posts/best?size=20' },
    {
      name: 'neighbors signed in',
      path: `/api/posts/${busy}/neighbors`,
      members: readers,
      budgetP99: 50,
    },
    {
      name: 'table page 1 signed in',
      path: '/api/boards/stock/posts?sort=new&size=20&page=0',
      members: readers,
      budgetP99: 50,
    },
    {
      name: 'table page 50 signed in',
      path: '/api/boards/stock/posts?sort=new&size=20&page=49',
      members: readers,
      budgetP99: 50,
    },
    {
      // Read from the far end of the list (posts.queries.ts `feed`), not OFFSET past 300,000 rows.
      name: 'table last page signed in',
      path: `/api/boards/stock/posts?sort=new&size=20&page=${lastPage}`,
      members: readers,
      budgetP99: 50,
    },
    {
      // The same pages for visitors: what the pages cost without the members' marks.
      name: 'table pages 1-200 (random page)',
      path: '/api/boards/stock/posts?sort=new&size=20&page=0',
      setupRequest: (request) => ({
        ...request,
        method: 'GET',
        path: `/api/boards/stock/posts?sort=new&size=20&page=${Math.floor(Math.random() * 200)}`,
      }),
    },
    {
      // Members paging through the table view: each request a random one of the first 200
      // pages, so most pages' posts are new to the member (their own marks kept whole in
      // memory, plugins/viewer-marks.ts) and everyone's answer is often cold too.
      name: 'table pages 1-200 signed in (random page)',
      path: '/api/boards/stock/posts?sort=new&size=20&page=0',
      setupRequest: writeRequest(readers, () => ({
        method: 'GET',
        path: `/api/boards/stock/posts?sort=new&size=20&page=${Math.floor(Math.random() * 200)}`,
      })),
      budgetP99: 50,
    },
    {
      // Readers page the way they read: page 1 most, then fewer the deeper the page (Zipf,
      // s = 1, over the first 200 pages: page 1 is 17% of the requests, pages 1-10 half).
      name: 'table pages 1-200 Zipf signed in',
      path: '/api/boards/stock/posts?sort=new&size=20&page=0',
      setupRequest: writeRequest(readers, () => ({
        method: 'GET',
        path: `/api/boards/stock/posts?sort=new&size=20&page=${zipfPage()}`,
      })),
      budgetP99: 50,
    },
    // Issue #24 item 5: the board lists (cached like the feeds; signed in: plus one query).
    { name: 'board list', path: '/api/boards' },
    { name: 'board list signed in', path: '/api/boards', members: readers, budgetP99: 50 },
    { name: 'post detail', path: `/api/posts/${busy}` },
    { name: 'comment list', path: `/api/comments/post/${busy}?size=20` },
    {
      name: 'comment list 2,000',
      path: `/api/comments/post/${thread}?size=100&sort=top&includeUserInfo=true`,
    },
    // The same trivial route at the dashboard's concurrency: what 200 connections cost by themselves.
    { name: 'baseline /healthz (200)', path: '/healthz', connections: dashboard, baseline: true },
    {
      name: 'stock popular',
      path: '/api/stock/popular?limit=10',
      connections: dashboard,
      budgetP99: 10,
    },
    {
      name: 'stock gainers',
      path: '/api/stock/gainers?limit=10',
      connections: dashboard,
      budgetP99: 10,
    },
    {
      name: 'stock losers',
      path: '/api/stock/losers?limit=10',
      connections: dashboard,
      budgetP99: 10,
    },
    { name: 'stock indices', path: '/api/stock/indices', connections: dashboard, budgetP99: 10 },
    {
      name: 'write: post like',
      path: '/api/like/post/0',
      budgetP99: 50,
      setupRequest: writeRequest(writers, (pick) => ({
        path: `/api/like/post/${track(touched.posts, pick(postIds))}?status=${pick([0, 1])}`,
      })),
    },
    // Issue #24 item 4: every member likes or unlikes the same post (one hot row), and views it.
    {
      name: 'write: hot post like (one post)',
      path: '/api/like/post/0',
      budgetP99: 50,
      setupRequest: writeRequest(writers, (pick) => ({
        path: `/api/like/post/${track(touched.posts, hotPost)}?status=${pick([0, 1])}`,
      })),
    },
    {
      name: 'write: hot post view (one post)',
      path: '/api/posts/0/view',
      budgetP99: 50,
      setupRequest: writeRequest(writers, () => ({ path: `/api/posts/${hotPost}/view` })),
    },
    {
      name: 'write: comment like',
      path: '/api/comments/0/like',
      budgetP99: 50,
      setupRequest: writeRequest(writers, (pick) => ({
        path: `/api/comments/${track(touched.comments, pick(commentIds))}/like?value=${pick([0, 1])}`,
      })),
    },
    {
      name: 'write: new comment',
      path: '/api/comments',
      budgetP99: 50,
      setupRequest: writeRequest(writers, (pick) => ({
        path: '/api/comments',
        body: {
          postId: track(touched.posts, pick(postIds)),
          content: pick(['저도 같은 생각입니다', '오늘 장 흐름 좋네요', '좋은 정보 감사합니다']),
        },
      })),
    },
    // Issue #21: a comment (half of them with an @mention) on a post with 10,000 members in its
    // thread notifies at most a dozen members; the write stays within the write budget.
    ...(hot
      ? [
          {
            name: 'write: comment on a hot post (notifications)',
            path: '/api/comments',
            budgetP99: 50,
            setupRequest: writeRequest(writers, (pick) => ({
              path: '/api/comments',
              body: {
                postId: track(touched.posts, hot.postId),
                content: pick([
                  '저도 이 스레드에 한마디 보탭니다',
                  `@${pick(hot.nicknames)} 님 의견에 동의합니다`,
                ]),
              },
            })),
          },
        ]
      : []),
  ];
}

const THREAD_TITLE = '벤치마크 댓글 이천 개';

/**
 * A post with 2,000 comments (400 top-level, each with 4 replies; some liked), written through the
 * API once and found again by its title in later runs: the comment list budget of issue #5.
 */
async function threadOf2000Comments(base: string): Promise<number> {
  const found = (await (
    await fetch(`${base}/api/posts/search?query=${encodeURIComponent(THREAD_TITLE)}&size=1`)
  ).json()) as { content: { id: number; commentCount: number }[] };
  const existing = found.content[0];
  if (existing && existing.commentCount >= 2000) return existing.id;

  const post = async <T>(url: string, token: string, body?: object) => {
    const response = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const members = await registerWriters(base, 10);
  const { id } = await post<{ id: number }>('/api/posts', members[0]!, {
    title: THREAD_TITLE,
    content: '댓글 목록 측정용 글',
    boardName: 'free',
  });
  for (let root = 0; root < 400; root += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, k) => {
        const i = root + k;
        const author = members[i % members.length]!;
        const parent = await post<{ id: number }>('/api/comments', author, {
          postId: id,
          content: `벤치 댓글 ${i}번: 실적 발표 이후 흐름이 궁금합니다`,
        });
        for (let r = 0; r < 4; r++) {
          await post('/api/comments', members[(i + r + 1) % members.length]!, {
            postId: id,
            parentId: parent.id,
            content: `답글 ${r}: 동의합니다`,
          });
        }
        for (let l = 0; l < i % 7; l++) {
          await post(`/api/comments/${parent.id}/like?value=1`, members[l]!);
        }
      }),
    );
  }
  return id;
}

async function cursorAt(base: string, board: string, offset: number): Promise<string> {
  if (values.embedded) {
    // No direct database access while the server holds the PGlite folder: walk the pages.
    let cursor = '';
    for (let seen = 0; seen < offset; seen += 100) {
      const page = (await (
        await fetch(
          `${base}/api/boards/${board}/posts?sort=new&size=100${cursor ? `&cursor=${cursor}` : ''}`,
        )
      ).json()) as { nextCursor: string | null };
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return cursor;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ created_at: Date; id: string }>(
      `SELECT p.created_at, p.id FROM posts p JOIN boards b ON b.id = p.board_id
       WHERE b.name = $1 AND p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC OFFSET $2 LIMIT 1`,
      [board, offset - 1],
    );
    const row = rows[0]!;
    return encodeCursor({ value: row.created_at.toISOString(), id: Number(row.id) });
  } finally {
    await client.end();
  }
}

/** p95 of `n` requests one after another: the server's own time, without queueing. */
async function sequentialP95(
  url: string,
  n = 200,
  headers: Record<string, string> = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n * 0.95)]!;
}

interface Row {
  name: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  ratio: number;
  p50: number;
  p99: number;
  budgetP99: number | null;
  errors: number;
  sequentialP95: number | null;
}

async function main() {
  await run('npm', ['run', 'build', '-w', '@myeolgong/server']);
  const generateArgs = values.embedded
    ? ['--import', 'tsx', 'bench/generate.ts', '--embedded', path.join(embeddedDir, 'pglite')]
    : ['--import', 'tsx', 'bench/generate.ts', '--database-url', databaseUrl];
  if (smallPosts && !values.embedded) {
    generateArgs.push('--posts', String(smallPosts), '--likes', String(smallPosts * 4));
    generateArgs.push('--users', String(Math.max(1000, Math.round(smallPosts / 25))));
  }
  await run(process.execPath, generateArgs);

  // Search queries come from the data, read before the server holds the database (PGlite).
  const searching = !values.only || values.only.some((name) => 'search'.includes(name));
  const classes = searching ? await withDatabase(pickSearchClasses) : [];
  // The notifications case's hot thread, written before the server holds the database (PGlite).
  const writing =
    !values.only || values.only.some((name) => 'write: comment on a hot post'.includes(name));
  const hot = writing ? await withDatabase(hotThread) : null;
  const replayed = await withDatabase(markHistoryPushed);
  if (replayed > 0)
    console.log(`알림 기록 ${replayed.toLocaleString('ko-KR')}건: 보낸 것으로 표시`);
  // Notices and 개념글, which the generator does not write (issue 22), before the vacuum.
  const marks = await withDatabase(markConventions);
  if (marks.notices + marks.best > 0)
    console.log(`공지 ${marks.notices}건, 개념글 ${marks.best.toLocaleString('ko-KR')}건 표시`);
  await withDatabase(vacuumWrittenTables);
  // Signed-in reading rows read as members of the data set, drawn by their likes.
  const picked = await withDatabase((pool) => pickReaders(pool, connections));
  const { median, max } = markedSummary(picked);
  console.log(
    `읽는 회원 ${picked.length}명 (데이터의 회원, 추천 수로 뽑음): 표시한 글 중앙값 ${median}, 최대 ${max}`,
  );
  let timings: ClassTiming[] = [];
  let load: LoadResult[] = [];
  let answers: ApiAnswer[] = [];
  let pagesRead: ReadPage[] = [];

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const rows: Row[] = [];
  const touched: Touched = { posts: new Set(), comments: new Set() };
  try {
    // `--only search`: the search section alone (its own /healthz baseline), without the setup
    // of the other rows (members, the 2,000-comment thread).
    const searchOnly = values.only?.every((name) => 'search'.includes(name)) ?? false;
    const writers = searchOnly ? [] : await registerWriters(base, connections);
    const readers = searchOnly ? [] : await signInReaders(base, picked);
    const list = searchOnly ? [] : await targets(base, writers, readers, touched, hot);
    const baselines = new Map<number, number>();
    const chosen = list.filter(
      (target) =>
        target.baseline || !values.only || values.only.some((name) => target.name.includes(name)),
    );
    for (const target of chosen) {
      const conns = target.connections ?? connections;
      const write = target.setupRequest !== undefined;
      const members = target.members;
      // Sequential requests go as the first member; under load each request as the next one.
      const headers = members ? { authorization: `Bearer ${members[0]!}` } : target.headers;
      const setupRequest =
        target.setupRequest ??
        (members ? writeRequest(members, () => ({ method: 'GET', path: target.path })) : undefined);
      if (!write) await sequentialP95(base + target.path, 20, headers); // warm up
      const result = await autocannon({
        url: base + target.path,
        connections: conns,
        duration: seconds,
        headers: target.headers,
        requests: setupRequest ? [{ setupRequest }] : undefined,
      });
      const rps = result.requests.average;
      if (target.baseline) baselines.set(conns, rps);
      const baseline = baselines.get(conns) ?? baselines.get(connections)!;
      rows.push({
        name: target.name,
        path: target.path,
        connections: conns,
        requestsPerSecond: Math.round(rps),
        ratio: Number((rps / baseline).toFixed(3)),
        p50: result.latency.p50,
        p99: result.latency.p99,
        budgetP99: target.budgetP99 ?? null,
        errors: result.errors + result.non2xx,
        sequentialP95: write
          ? null
          : Number((await sequentialP95(base + target.path, 200, headers)).toFixed(2)),
      });
      const r = rows.at(-1)!;
      console.log(
        `${r.name.padEnd(24)} ${String(r.requestsPerSecond).padStart(7)} req/s  ×${r.ratio.toFixed(3)}  p50 ${r.p50} ms  p99 ${r.p99} ms  seq p95 ${r.sequentialP95 ?? '-'} ms  errors ${r.errors}`,
      );
    }
    // Pages 1-200 and the last, each as one of the readers, checked against the database once
    // the server has stopped (nothing writes then): the page's posts and the reader's marks.
    if (readers.length > 0 && chosen.some((t) => t.name.includes('table page'))) {
      const total = (
        (await (await fetch(`${base}/api/boards/stock/posts?sort=new&size=20`)).json()) as {
          totalPages: number;
        }
      ).totalPages;
      const pages = [...Array.from({ length: 60 }, (_, i) => (i * 7) % 200), total - 1];
      pagesRead = await readPages(
        base,
        'stock',
        pages.map((page, i) => ({
          reader: picked[i % picked.length]!,
          token: readers[i % readers.length]!,
          page: Math.min(page, total - 1),
        })),
      );
    }
    if (searching) {
      // One at a time as a member who blocks someone: the plan's own time, never the response
      // cache's (decision 015 answers other members from everyone's answer).
      const members = await registerWriters(base, 50);
      const blocking = await blockingMember(base, members[0]!, members[1]!);
      timings = await timeClasses(base, classes, blocking);
      load = await loadFrequent(
        base,
        classes[0]!.queries,
        connections,
        seconds,
        members.slice(1),
        blocking,
      );
      answers = await firstPages(base, classes);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  const counters = await countersAfterWrites(touched);
  const pagesChecked =
    pagesRead.length > 0
      ? await withDatabase((pool) => checkPages(pool, 'stock', pagesRead))
      : null;
  if (pagesChecked) {
    const ok = pagesChecked.wrongPages + pagesChecked.wrongMarks === 0;
    console.log(
      `${ok ? '✓' : '✗'} table pages as members: ${pagesChecked.pages} pages, ${pagesChecked.wrongPages} with other posts than ORDER BY … OFFSET, ${pagesChecked.wrongMarks} posts with wrong marks${ok ? '' : `: ${pagesChecked.examples.join('; ')}`}`,
    );
  }
  const recall = searching ? await withDatabase((pool) => checkRecall(pool, answers)) : [];
  if (searching) printSearch(classes, timings, load, recall);
  for (const c of counters) {
    console.log(
      `${c.mismatched === 0 ? '✓' : '✗'} ${c.name}: ${c.mismatched} of ${c.checked} differ`,
    );
  }

  const fanOut = await measureFanOut();

  console.log(
    `\n${values.embedded ? 'Embedded PGlite (small data set)' : 'PostgreSQL'}; ${connections} connections, ${seconds} s each`,
  );
  console.table(rows.map(({ path: _path, ...r }) => r));
  if (fanOut) {
    console.log(`${REALTIME_ROW} (ms from the like request to each client's handler):`);
    console.table({
      [`${fanOut.clients} clients × ${fanOut.rounds} likes`]: {
        deliveries: fanOut.deliveries,
        missing: fanOut.missing,
        p50: Number(fanOut.p50Ms.toFixed(1)),
        p95: Number(fanOut.p95Ms.toFixed(1)),
        p99: Number(fanOut.p99Ms.toFixed(1)),
        max: Number(fanOut.maxMs.toFixed(1)),
        budgetP99: fanOut.budgetP99Ms,
        'like request p50': Number(fanOut.likeRequestP50Ms.toFixed(1)),
      },
    });
  }
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    'bench/results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}${values.embedded ? '-embedded' : ''}.json`,
  );
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        embedded: values.embedded,
        connections,
        seconds,
        rows,
        counters,
        readers: { count: picked.length, ...markedSummary(picked) },
        pagesChecked,
        search: searching ? { classes, timings, load, recall } : null,
        realtime: fanOut,
      },
      null,
      2,
    ),
  );
  console.log(`결과: ${path.relative(root, file)}`);
  if (
    counters.some((c) => c.mismatched > 0) ||
    (fanOut && fanOut.missing > 0) ||
    recall.some((r) => !r.firstPageEqual || !r.totalOk) ||
    (pagesChecked && pagesChecked.wrongPages + pagesChecked.wrongMarks > 0)
  )
    process.exitCode = 1;
}

function printSearch(
  classes: SearchClass[],
  timings: ClassTiming[],
  load: LoadResult[],
  recall: RecallCheck[],
) {
  console.log(
    `\nSearch, one request at a time, uncached (ms; budget p95 < 50 on PostgreSQL, 100 embedded):`,
  );
  console.table(timings.map(({ examples, ...t }) => ({ ...t, examples: examples.join(' | ') })));
  console.log(`Search at ${connections} connections on the 20 most frequent words (budget ×0.2):`);
  console.table(load);
  const bad = recall.filter((r) => !r.firstPageEqual || !r.totalOk);
  console.log(
    `Recall against a plain scan: ${recall.length - bad.length} of ${recall.length} queries equal ` +
      `(first page and total) over ${classes.length} classes`,
  );
  if (bad.length > 0) console.table(bad);
}

/** Opens the benchmark database (with the folder lock for PGlite) around `work`. */
async function withDatabase<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const lock = values.embedded ? await lockDataDir(embeddedDir) : undefined;
  const database = await openDatabase(
    values.embedded
      ? { kind: 'pglite', dir: path.join(embeddedDir, 'pglite') }
      : { kind: 'postgres', url: databaseUrl },
    2,
  );
  try {
    return await work(database.pool);
  } finally {
    await closeDatabase(database);
    await lock?.release();
  }
}

/** After the server has stopped (PGlite allows one process in its folder). */
async function countersAfterWrites(touched: Touched): Promise<CounterCheck[]> {
  const lock = values.embedded ? await lockDataDir(embeddedDir) : undefined;
  const database = await openDatabase(
    values.embedded
      ? { kind: 'pglite', dir: path.join(embeddedDir, 'pglite') }
      : { kind: 'postgres', url: databaseUrl },
    2,
  );
  try {
    return await checkCounters(database.pool, touched);
  } finally {
    await closeDatabase(database);
    await lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

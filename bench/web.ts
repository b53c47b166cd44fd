/**
 * `npm run bench:web`: the web budgets of DESIGN.md 'Budgets' and the targets of issue 23 item 5.
 *
 * 1. Builds the web app and the server when their sources are newer than the builds (`--build`
 *    always, `--no-build` never), then reports the gzip size of the initial JavaScript of every
 *    route from Vite's manifest: the entry chunk and its static imports, plus the route's lazy
 *    chunk and its static imports (routes are lazy in apps/web/src/app/router.tsx). Over 150 KB
 *    is flagged (apps/web/e2e/js-budget.spec.ts measures what a browser really loads).
 * 2. Starts the built server on a fresh embedded database with the demo content, or with
 *    `--database-url` on a PostgreSQL database such as `npm run bench`'s 1M posts, and runs
 *    Lighthouse (mobile, the default simulated throttling; bench/lighthouse.ts) in Debian's
 *    chromium `--runs` times (3) on /, /home, /boards/all, the hottest post and /stock: the
 *    performance, accessibility and best-practices scores, LCP, TBT, CLS and bfcache, against the
 *    targets of bench/lighthouse.ts TARGETS, with the failing audits, the long tasks and the LCP
 *    element. `--under-load` audits every page a second time while bench/web-load.ts sends
 *    `npm run bench`'s feed, search and post reads to the same server at 50 connections.
 *
 * Prints a final table of every page's medians, ✗ per missed target. JSON goes to
 * bench/results/web-*.json. Exit code 1 when a budget is missed.
 *
 *   npm run bench:web [-- --runs 3] [-- --only /home] [-- --skip-lighthouse] [-- --build | --no-build]
 *                     [-- --database-url postgres://…] [-- --under-load] [-- --save-reports]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import pg from 'pg';
import { audit, startChromium, TARGETS, type PageScore } from './lighthouse';
import { markHistoryPushed, vacuumWrittenTables } from './notifications';
import { freePort, root, startBuiltServer } from './server';
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');
const serverFile = path.join(root, 'apps/server/dist/server.js');

const BUDGETS = { initialJsGzipKb: 150 };

const { values } = parseArgs({
  options: {
    build: { type: 'boolean' },
    'no-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    /** Audit only these pages (as labelled: /, /home, /boards/all, post, /stock); repeatable. */
    only: { type: 'string', multiple: true },
    /** Also write each page's whole Lighthouse report (bench/results/lhr-*.json). */
    'save-reports': { type: 'boolean', default: false },
    /** A PostgreSQL database (e.g. `npm run bench`'s) instead of a fresh embedded demo one. */
    'database-url': { type: 'string' },
    /** Audit every page again while bench/web-load.ts loads the server. */
    'under-load': { type: 'boolean', default: false },
    /** Connections of the load. */
    connections: { type: 'string', default: '50' },
  },
});

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** The newest modification time under `dir` (files only, node_modules and dist skipped). */
function newest(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

async function buildIfNeeded() {
  if (values['no-build']) return;
  const contract = path.join(root, 'packages/contract/src');
  const webStale =
    values.build ||
    !existsSync(manifestFile) ||
    Math.max(
      newest(path.join(webDir, 'src')),
      newest(path.join(webDir, 'public')),
      newest(contract),
      statSync(path.join(webDir, 'index.html')).mtimeMs,
      statSync(path.join(webDir, 'vite.config.ts')).mtimeMs,
    ) > statSync(manifestFile).mtimeMs;
  if (webStale) await run('npm', ['run', 'build', '-w', '@myeolgong/web']);
  const serverStale =
    values.build ||
    !existsSync(serverFile) ||
    Math.max(newest(path.join(root, 'apps/server/src')), newest(contract)) >
      statSync(serverFile).mtimeMs;
  if (serverStale) await run('npm', ['run', 'build', '-w', '@myeolgong/server']);
}

// ---------------------------------------------------------------------------------------------
// Initial JavaScript per route

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteSize {
  route: string;
  source: string;
  files: string[];
  jsGzipKb: number;
  cssGzipKb: number;
  overBudget: boolean;
}

/**
 * The routes of app/router.tsx: `{ path: 'x', ...page('y', () => import('./routes/y')) }` and
 * aliases (`page('y', y)`); the page's name came first in the seventh session of issue 23.
 */
function routesOf(routerSource: string): { route: string; source: string }[] {
  const named = new Map<string, string>();
  for (const m of routerSource.matchAll(/const (\w+) = \(\) => import\('\.\/routes\/([\w-]+)'\)/g))
    named.set(m[1]!, m[2]!);
  const routes: { route: string; source: string }[] = [];
  // One route object per match: its path (or index) and the page it loads.
  const pattern =
    /\{\s*(?:index: true|path: '([^']*)')[^{}]*?page\((?:'[\w-]+',\s*)?(?:\(\) => import\('\.\/routes\/([\w-]+)'\)|(\w+))\)/g;
  for (const m of routerSource.matchAll(pattern)) {
    const source = m[2] ?? named.get(m[3] ?? '');
    if (!source) continue;
    routes.push({ route: m[1] === undefined ? '/' : `/${m[1]}`, source });
  }
  return routes;
}

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

function routeSizes(manifest: Manifest, routerSource: string): RouteSize[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const entry = staticClosure(manifest, entryKey);
  return routesOf(routerSource).map(({ route, source }) => {
    const key = Object.keys(manifest).find((k) =>
      new RegExp(`src/app/routes/${source}\\.tsx?$`).test(k),
    );
    if (!key) throw new Error(`route ${route}: ${source} is not in the Vite manifest`);
    const keys = staticClosure(manifest, key, new Set(entry));
    const files = [...keys].map((k) => manifest[k]!.file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
    const jsGzipKb = files.reduce((sum, f) => sum + gzipKb(f), 0);
    return {
      route,
      source,
      files,
      jsGzipKb: Number(jsGzipKb.toFixed(1)),
      cssGzipKb: Number(css.reduce((sum, f) => sum + gzipKb(f), 0).toFixed(1)),
      overBudget: jsGzipKb > BUDGETS.initialJsGzipKb,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * The data set as `npm run bench` leaves it before its server starts (bench/notifications.ts):
 * its notifications are history, pushed, and its written tables vacuumed (autovacuum is off on
 * these machines). Without it the outbox of a fresh data set claimed millions of notifications
 * and probed a like queue of six million dead rows (120 ms, three times a second): a PostgreSQL
 * core busy for the whole audit (docs/performance.md 'Issue 23, sixteenth session').
 */
async function settle(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // Only a data set bench:generate wrote (its bench_meta table): any other database is
    // audited as it is, its notifications untouched.
    const generated = await pool.query<{ table: string | null }>(
      "SELECT to_regclass('bench_meta')::text AS table",
    );
    if (!generated.rows[0]?.table) {
      console.log('데이터 정리 건너뜀: bench:generate가 만든 데이터가 아닙니다');
      return;
    }
    const marked = await markHistoryPushed(pool);
    await vacuumWrittenTables(pool);
    console.log(`데이터 정리: 알림 ${marked}건을 지난 알림으로 표시, 쓰인 표 VACUUM`);
  } finally {
    await pool.end();
  }
}

function startServer(port: number, dataDir: string) {
  const database = values['database-url'];
  return startBuiltServer({
    port,
    env: database
      ? // The data set as it is: no demo content, the folder only for uploads and the like.
        {
          DATABASE_URL: database,
          DATA_DIR: dataDir,
          SEED_DEMO: 'off',
          RATE_LIMIT: 'off',
          LOG_LEVEL: 'warn',
        }
      : { DATA_DIR: dataDir, SEED_DEMO: 'on', RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  });
}

/** bench/web-load.ts in its own process; resolves once its requests are going out. */
function startLoad(base: string, postId: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/web-load.ts',
        '--base',
        base,
        '--post',
        String(postId),
        '--connections',
        String(values.connections),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('load started')) resolve(child);
      else process.stderr.write(text);
    });
    child.on('exit', (code) => reject(new Error(`bench/web-load.ts exited (${code})`)));
  });
}

interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  seconds: number;
}

async function stopLoad(child: ChildProcess): Promise<LoadSummary | null> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  try {
    return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as LoadSummary;
  } catch {
    return null;
  }
}

function printScore(s: PageScore) {
  console.log(
    `${s.page.padEnd(12)} ${s.load === 'quiet' ? '' : '(부하) '}performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s.bestPractices}  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}  bfcache ${s.bfcache ?? '?'}  (host CPU index ${s.benchmarkIndex})${s.missed.length ? `  ✗ ${s.missed.join(', ')}` : ''}`,
  );
}

interface LighthouseResult {
  scores: PageScore[];
  postId: number;
  database: string;
  load: LoadSummary | null;
  loadAverage: number[];
}

async function lighthouseScores(runs: number): Promise<LighthouseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'myeolgong-bench-web-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'myeolgong-bench-web-chromium-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let chromium: ChildProcess | undefined;
  let loader: ChildProcess | undefined;
  const loadAverage = loadavg();
  try {
    if (values['database-url']) await settle(values['database-url']);
    server = await startServer(port, dataDir);
    // The post page: the hottest post of the data (demo content or the benchmark's).
    const feed = (await (await fetch(`${base}/api/posts?sort=hot&size=1`)).json()) as {
      content: { id: number }[];
    };
    const postId = feed.content[0]?.id;
    if (!postId) throw new Error('the database has no post');
    const started = await startChromium(profileDir);
    chromium = started.child;
    const pages: [string, string][] = [
      ['/', '/'],
      ['/home', '/home'],
      ['/boards/all', '/boards/all'],
      ['post', `/post/${postId}`],
      ['/stock', '/stock'],
    ];
    const only = values.only;
    const chosen = pages.filter(
      ([page]) => !only || only.some((o) => page === o || (o !== '/' && page.startsWith(o))),
    );
    // One load first, so every audited page meets a warm server (query plans, file cache).
    for (const [, p] of chosen) await fetch(base + p).then((r) => r.arrayBuffer());
    const scores: PageScore[] = [];
    const save = values['save-reports'];
    for (const [page, p] of chosen) {
      scores.push(await audit(started.port, page, base + p, runs, 'quiet', save));
      printScore(scores.at(-1)!);
    }
    let load: LoadSummary | null = null;
    if (values['under-load']) {
      console.log(`\n부하 중 (bench/web-load.ts, ${values.connections} connections):`);
      loader = await startLoad(base, postId);
      for (const [page, p] of chosen) {
        scores.push(await audit(started.port, page, base + p, runs, 'under load', save));
        printScore(scores.at(-1)!);
      }
      load = await stopLoad(loader);
      loader = undefined;
      // Requests already in the server finish before it stops (no 'driver destroyed' noise).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      if (load)
        console.log(
          `부하: ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, errors ${load.errors} (${load.seconds} s)`,
        );
    }
    const database = values['database-url']
      ? values['database-url'].replace(/\/\/[^@/]*@/, '//')
      : 'embedded demo';
    return { scores, postId, database, load, loadAverage };
  } finally {
    loader?.kill('SIGKILL');
    chromium?.kill('SIGKILL');
    server?.kill('SIGTERM');
    if (server && server.exitCode === null)
      await new Promise((resolve) => server!.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** Every page's medians, ✗ beside each figure that misses its target. */
function finalTable(scores: PageScore[]) {
  const mark = (s: PageScore, name: string, value: string | number) =>
    s.missed.includes(name) ? `${value} ✗` : String(value);
  console.table(
    scores.map((s) => ({
      page: s.page,
      load: s.load,
      performance: mark(s, 'performance', s.performance),
      accessibility: mark(s, 'accessibility', s.accessibility),
      'best-practices': mark(s, 'best-practices', s.bestPractices),
      'LCP ms': mark(s, 'LCP', s.lcpMs),
      'TBT ms': mark(s, 'TBT', s.tbtMs),
      CLS: mark(s, 'CLS', s.cls),
      bfcache: mark(s, 'bfcache', s.bfcache === null ? '?' : s.bfcache ? 'yes' : 'no'),
      'FCP ms': s.fcpMs,
      'CPU index': s.benchmarkIndex,
    })),
  );
}

async function main() {
  await buildIfNeeded();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const routerSource = readFileSync(path.join(webDir, 'src/app/router.tsx'), 'utf8');
  const sizes = routeSizes(manifest, routerSource);
  console.log(`\n초기 JavaScript (gzip, 예산 ${BUDGETS.initialJsGzipKb} KB):`);
  console.table(
    sizes.map((s) => ({
      route: s.route,
      'JS KB': s.jsGzipKb,
      'CSS KB': s.cssGzipKb,
      files: s.files.length,
      budget: s.overBudget ? '✗ 초과' : '✓',
    })),
  );

  let result: LighthouseResult | null = null;
  if (!values['skip-lighthouse']) {
    const runs = Math.max(1, Number(values.runs));
    console.log(`\nLighthouse (모바일, 기본 시뮬레이션 제한, ${runs}회 중앙값):`);
    result = await lighthouseScores(runs);
    for (const s of result.scores) {
      const tag = `${s.page}${s.load === 'quiet' ? '' : ' (부하)'}`;
      if (s.opportunities.length) console.log(`${tag}: ${s.opportunities.join(', ')}`);
      if (s.lcpElement) console.log(`${tag} LCP: ${s.lcpElement}`);
      if (s.longTasks.length) console.log(`${tag} long tasks: ${s.longTasks.join(' | ')}`);
      if (s.mainThread.length) console.log(`${tag} main thread: ${s.mainThread.join(' | ')}`);
      if (s.scripts.length) console.log(`${tag} scripts (run+parse): ${s.scripts.join(' | ')}`);
      if (s.layoutShifts.length) console.log(`${tag} CLS: ${s.layoutShifts.join(' | ')}`);
      if (s.failedAccessibilityAudits.length)
        console.log(`${tag} 접근성: ${s.failedAccessibilityAudits.join(', ')}`);
      if (s.failedBestPracticesAudits.length)
        console.log(`${tag} best-practices: ${s.failedBestPracticesAudits.join(', ')}`);
      if (s.bfcacheFailures.length) console.log(`${tag} bfcache: ${s.bfcacheFailures.join(' | ')}`);
    }
    console.log(
      `\n${result.database}; load average at the start ${result.loadAverage.map((l) => l.toFixed(1)).join(' ')}; targets: performance ≥ ${TARGETS.performance} (≥ ${TARGETS.performanceUnderLoad} under load), accessibility ${TARGETS.accessibility}, best-practices ${TARGETS.bestPractices}, LCP < ${TARGETS.lcpMs} ms, TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}, bfcache`,
    );
    finalTable(result.scores);
  }

  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    'bench/results',
    `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        budgets: { ...BUDGETS, lighthouse: TARGETS },
        routes: sizes,
        lighthouse: result,
      },
      null,
      2,
    ),
  );
  console.log(`결과: ${path.relative(root, file)}`);
  const missed =
    sizes.some((s) => s.overBudget) || (result?.scores.some((s) => s.missed.length > 0) ?? false);
  if (missed) {
    console.log('목표에 못 미친 항목이 있습니다 (✗).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

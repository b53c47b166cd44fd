/**
 * `npm run bench:web`: the web budgets of DESIGN.md 'Budgets'.
 *
 * 1. Builds the web app and the server when their sources are newer than the builds (`--build`
 *    always, `--no-build` never), then reports the gzip size of the initial JavaScript of every
 *    route from Vite's manifest: the entry chunk and its static imports, plus the route's lazy
 *    chunk and its static imports (routes are lazy in apps/web/src/app/router.tsx). Over 150 KB
 *    is flagged.
 * 2. Starts the built server on a fresh embedded database with the demo content and runs
 *    Lighthouse (mobile, the default simulated throttling) in Debian's chromium on /home,
 *    /boards/all, a post page and /stock, printing performance, accessibility, LCP, CLS and TBT.
 *
 * JSON goes to bench/results/web-*.json. Exit code 1 when a budget is missed.
 *
 *   npm run bench:web [-- --runs 3] [-- --only /home] [-- --skip-lighthouse] [-- --build | --no-build]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

import { freePort, root, startBuiltServer } from './server';
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');
const serverFile = path.join(root, 'apps/server/dist/server.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags of apps/web/playwright.config.ts. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BUDGETS = {
  initialJsGzipKb: 150,
  performance: 90,
  accessibility: 95,
  lcpMs: 1800,
  cls: 0.05,
};

const { values } = parseArgs({
  options: {
    build: { type: 'boolean' },
    'no-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    /** Audit only these pages (as labelled: /home, /boards/all, post, /stock); repeatable. */
    only: { type: 'string', multiple: true },
    /** Also write each page's whole Lighthouse report (bench/results/lhr-*.json). */
    'save-reports': { type: 'boolean', default: false },
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

/** The routes of app/router.tsx: `{ path: 'x', ...page(() => import('./routes/y')) }` and aliases. */
function routesOf(routerSource: string): { route: string; source: string }[] {
  const named = new Map<string, string>();
  for (const m of routerSource.matchAll(/const (\w+) = \(\) => import\('\.\/routes\/([\w-]+)'\)/g))
    named.set(m[1]!, m[2]!);
  const routes: { route: string; source: string }[] = [];
  // One route object per match: its path (or index) and the page it loads.
  const pattern =
    /\{\s*(?:index: true|path: '([^']*)')[^{}]*?page\((?:\(\) => import\('\.\/routes\/([\w-]+)'\)|(\w+))\)/g;
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

function startServer(port: number, dataDir: string) {
  return startBuiltServer({
    port,
    env: { DATA_DIR: dataDir, SEED_DEMO: 'on', RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  });
}

/** Debian's chromium with a DevTools port of its own choosing, read from its stderr. */
function startChromium(profileDir: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      CHROMIUM,
      [
        ...CHROMIUM_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error('chromium did not start')), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited (${code}): ${output.slice(-500)}`));
    });
  });
}

interface PageScore {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  meetsBudget: boolean;
  /** The largest opportunities Lighthouse saw, to explain a low score. */
  opportunities: string[];
  failedAccessibilityAudits: string[];
  /** The LCP element and the elements that shifted, as Lighthouse names them. */
  lcpElement: string;
  layoutShifts: string[];
  /**
   * Lighthouse's measure of the host's CPU (higher is faster; a quiet laptop is about 1000–2000).
   * The simulated mobile CPU is 4× slower than the host, so a busy host inflates TBT and LCP.
   */
  benchmarkIndex: number;
}

interface AuditNode {
  type?: string;
  selector?: string;
  snippet?: string;
}

/** Every DOM node Lighthouse mentions in an audit's details, as `selector  snippet`. */
function nodesOf(details: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const node = value as AuditNode;
    if (node.type === 'node' && node.selector) {
      found.push(`${node.selector}  ${(node.snippet ?? '').slice(0, 120)}`);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(details);
  return [...new Set(found)];
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

async function audit(port: number, page: string, url: string, runs: number): Promise<PageScore> {
  const results: PageScore[] = [];
  // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is retried.
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The demo server has no HTTPS; Lighthouse's default mobile form factor and throttling.
      formFactor: 'mobile',
      // Every run is a first visit. Lighthouse clears the HTTP cache but keeps localStorage by
      // default, where the app remembers that Pretendard is cached (app/deferred-fonts.ts): runs
      // after the first would be a return visit with an empty cache, which no reader has.
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
      ],
    });
    const problem = !result ? 'lighthouse returned nothing' : result.lhr.runtimeError?.message;
    if (problem || !result) {
      failures += 1;
      console.warn(`${url}: ${problem ?? ''}${failures < 3 ? ' (다시 시도)' : ''}`);
      if (failures >= 3) throw new Error(`${url}: ${problem}`);
      continue;
    }
    const { lhr } = result;
    if (values['save-reports']) {
      await mkdir(path.join(root, 'bench/results'), { recursive: true });
      const name = page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'page';
      await writeFile(
        path.join(root, 'bench/results', `lhr-${name}-${results.length + 1}.json`),
        JSON.stringify(lhr),
      );
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const opportunities = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.details?.type === 'opportunity' &&
          (a.score ?? 1) < 0.9 &&
          ((a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) > 0,
      )
      .map(
        (a) =>
          `${a.id} (${Math.round((a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0)} ms)`,
      );
    const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
    const failed = accessibilityRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const performance = score('performance');
    const accessibility = score('accessibility');
    const lcpMs = Math.round(numeric('largest-contentful-paint'));
    const cls = Number(numeric('cumulative-layout-shift').toFixed(3));
    results.push({
      page,
      url,
      performance,
      accessibility,
      lcpMs,
      cls,
      tbtMs: Math.round(numeric('total-blocking-time')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      meetsBudget:
        performance >= BUDGETS.performance &&
        accessibility >= BUDGETS.accessibility &&
        lcpMs <= BUDGETS.lcpMs &&
        cls <= BUDGETS.cls,
      opportunities,
      failedAccessibilityAudits: failed,
      lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? '',
      layoutShifts: nodesOf(lhr.audits['layout-shifts']?.details).slice(0, 5),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  // The run with the median performance score: one noisy run should not decide.
  const mid = median(results.map((r) => r.performance));
  return results.find((r) => r.performance === mid)!;
}

async function lighthouseScores(runs: number): Promise<{ scores: PageScore[]; postId: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'myeolgong-bench-web-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'myeolgong-bench-web-chromium-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let chromium: ChildProcess | undefined;
  try {
    server = await startServer(port, dataDir);
    const feed = (await (await fetch(`${base}/api/posts?sort=hot&size=1`)).json()) as {
      content: { id: number }[];
    };
    const postId = feed.content[0]?.id;
    if (!postId) throw new Error('the demo content has no post');
    const started = await startChromium(profileDir);
    chromium = started.child;
    const pages: [string, string][] = [
      ['/home', '/home'],
      ['/boards/all', '/boards/all'],
      ['post', `/post/${postId}`],
      ['/stock', '/stock'],
    ];
    // One load first, so every audited page meets a warm server (query plans, file cache).
    for (const [, p] of pages) await fetch(base + p).then((r) => r.arrayBuffer());
    const scores: PageScore[] = [];
    const only = values.only;
    for (const [page, p] of pages) {
      if (only && !only.some((o) => page.startsWith(o))) continue;
      const s = await audit(started.port, page, base + p, runs);
      scores.push(s);
      console.log(
        `${page.padEnd(12)} performance ${String(s.performance).padStart(3)}  accessibility ${String(s.accessibility).padStart(3)}  LCP ${s.lcpMs} ms  CLS ${s.cls}  TBT ${s.tbtMs} ms  (host CPU index ${s.benchmarkIndex})${s.meetsBudget ? '' : '  ✗ budget'}`,
      );
    }
    return { scores, postId };
  } finally {
    chromium?.kill('SIGKILL');
    server?.kill('SIGTERM');
    if (server && server.exitCode === null)
      await new Promise((resolve) => server!.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
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

  let lighthouseResult: { scores: PageScore[]; postId: number } | null = null;
  if (!values['skip-lighthouse']) {
    console.log('\nLighthouse (모바일, 기본 시뮬레이션 제한):');
    lighthouseResult = await lighthouseScores(Math.max(1, Number(values.runs)));
    console.table(
      lighthouseResult.scores.map(
        ({ opportunities: _o, failedAccessibilityAudits: _f, ...s }) => s,
      ),
    );
    for (const s of lighthouseResult.scores) {
      if (s.opportunities.length) console.log(`${s.page}: ${s.opportunities.join(', ')}`);
      if (s.lcpElement) console.log(`${s.page} LCP: ${s.lcpElement}`);
      if (s.layoutShifts.length) console.log(`${s.page} CLS: ${s.layoutShifts.join(' | ')}`);
      if (s.failedAccessibilityAudits.length)
        console.log(`${s.page} 접근성: ${s.failedAccessibilityAudits.join(', ')}`);
    }
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
        budgets: BUDGETS,
        routes: sizes,
        lighthouse: lighthouseResult?.scores ?? null,
      },
      null,
      2,
    ),
  );
  console.log(`결과: ${path.relative(root, file)}`);
  const missed =
    sizes.some((s) => s.overBudget) ||
    (lighthouseResult?.scores.some((s) => !s.meetsBudget) ?? false);
  if (missed) {
    console.log('예산을 넘은 항목이 있습니다.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

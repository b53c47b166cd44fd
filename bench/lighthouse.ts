/**
 * Lighthouse for `npm run bench:web` (bench/web.ts): Debian's chromium with a DevTools port, one
 * page audited `runs` times as a first visit (mobile, Lighthouse's default simulated throttling),
 * and the median of every figure with the targets of issue 23 item 5.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { root } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags of apps/web/playwright.config.ts. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 23 item 5 (this machine, median of the runs). Scores: at least; times and CLS: under. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.05,
  /** While `npm run bench`'s read traffic loads the same server (`--under-load`). */
  performanceUnderLoad: 85,
};

/** Debian's chromium with a DevTools port of its own choosing, read from its stderr. */
export function startChromium(profileDir: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      CHROMIUM,
      [
        ...CHROMIUM_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
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

/** One Lighthouse run of one page. */
export interface RunScore {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's bf-cache audit passed (null: it could not tell). */
  bfcache: boolean | null;
  /** The largest opportunities Lighthouse saw, to explain a low score. */
  opportunities: string[];
  failedAccessibilityAudits: string[];
  failedBestPracticesAudits: string[];
  /** Why the page cannot enter the back/forward cache, as Lighthouse words it. */
  bfcacheFailures: string[];
  /** The longest main-thread tasks (ms), the TBT's source. */
  longTasks: string[];
  /** Main-thread time by kind of work (mainthread-work-breakdown), largest first. */
  mainThread: string[];
  /** Scripts by their main-thread time (bootup-time: evaluation and parse), largest first. */
  scripts: string[];
  /** The LCP element and the elements that shifted, as Lighthouse names them. */
  lcpElement: string;
  layoutShifts: string[];
  /**
   * Lighthouse's measure of the host's CPU (higher is faster; a quiet laptop is about 1000–2000).
   * The simulated mobile CPU is 4× slower than the host, so a busy host inflates TBT and LCP.
   */
  benchmarkIndex: number;
}

/** A page's median over its runs (every figure on its own), with the details of the median run. */
export interface PageScore extends RunScore {
  page: string;
  url: string;
  load: 'quiet' | 'under load';
  runs: number;
  /** The targets missed, by name (empty: all met). */
  missed: string[];
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

export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** The targets a page's figures miss. */
export function missedTargets(s: RunScore, load: PageScore['load']): string[] {
  if (load === 'under load')
    return s.performance >= TARGETS.performanceUnderLoad ? [] : ['performance'];
  const missed: string[] = [];
  if (s.performance < TARGETS.performance) missed.push('performance');
  if (s.accessibility < TARGETS.accessibility) missed.push('accessibility');
  if (s.bestPractices < TARGETS.bestPractices) missed.push('best-practices');
  if (s.lcpMs >= TARGETS.lcpMs) missed.push('LCP');
  if (s.tbtMs >= TARGETS.tbtMs) missed.push('TBT');
  if (s.cls >= TARGETS.cls) missed.push('CLS');
  if (s.bfcache === false) missed.push('bfcache');
  return missed;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The audits of a category that count towards its score and did not pass. */
function failedAudits(lhr: Lhr, category: string) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

async function runOnce(port: number, url: string, saveAs?: string): Promise<RunScore | string> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
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
  if (problem || !result) return problem ?? 'no result';
  const { lhr } = result;
  if (saveAs) {
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(path.join(root, 'bench/results', saveAs), JSON.stringify(lhr));
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
  const bf = lhr.audits['bf-cache'];
  const bfItems = ((bf?.details as { items?: { reason?: string }[] } | undefined)?.items ?? [])
    .map((item) => String(item.reason ?? ''))
    .filter(Boolean);
  const tasks = (
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined
    )?.items ?? []
  )
    .slice(0, 5)
    .map(
      (t) =>
        `${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)} ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    );
  type Items<T> = { items?: T[] } | undefined;
  const mainThread = (
    (
      lhr.audits['mainthread-work-breakdown']?.details as Items<{
        groupLabel?: string;
        duration?: number;
      }>
    )?.items ?? []
  )
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 5)
    .map((i) => `${i.groupLabel ?? '?'} ${Math.round(i.duration ?? 0)} ms`);
  const scripts = (
    (
      lhr.audits['bootup-time']?.details as Items<{
        url?: string;
        scripting?: number;
        scriptParseCompile?: number;
      }>
    )?.items ?? []
  )
    .slice(0, 4)
    .map(
      (i) =>
        `${(i.url ?? '').replace(/^https?:\/\/[^/]+/, '') || '?'} ${Math.round(i.scripting ?? 0)}+${Math.round(i.scriptParseCompile ?? 0)} ms`,
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    bfcache: bf?.score === null || bf?.score === undefined ? null : bf.score === 1,
    opportunities,
    failedAccessibilityAudits: failedAudits(lhr, 'accessibility'),
    failedBestPracticesAudits: failedAudits(lhr, 'best-practices'),
    bfcacheFailures: bfItems,
    longTasks: tasks,
    mainThread,
    scripts,
    lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? '',
    layoutShifts: nodesOf(lhr.audits['layout-shifts']?.details).slice(0, 5),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** `runs` first visits of `url`; the median of each figure, the details of the median run. */
export async function audit(
  port: number,
  page: string,
  url: string,
  runs: number,
  load: PageScore['load'],
  saveReports: boolean,
): Promise<PageScore> {
  const results: RunScore[] = [];
  // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is retried.
  let failures = 0;
  while (results.length < runs) {
    const name = `${page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root'}${load === 'quiet' ? '' : '-load'}`;
    const result = await runOnce(
      port,
      url,
      saveReports ? `lhr-${name}-${results.length + 1}.json` : undefined,
    );
    if (typeof result === 'string') {
      failures += 1;
      console.warn(`${url}: ${result}${failures < 3 ? ' (다시 시도)' : ''}`);
      if (failures >= 3) throw new Error(`${url}: ${result}`);
      continue;
    }
    results.push(result);
  }
  const mid = median(results.map((r) => r.performance));
  const details = results.find((r) => r.performance === mid)!;
  const m = (
    key:
      | 'performance'
      | 'accessibility'
      | 'bestPractices'
      | 'lcpMs'
      | 'cls'
      | 'tbtMs'
      | 'fcpMs'
      | 'benchmarkIndex',
  ) => median(results.map((r) => r[key]));
  const known = results.map((r) => r.bfcache).filter((b): b is boolean => b !== null);
  const figures: RunScore = {
    ...details,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    lcpMs: m('lcpMs'),
    cls: m('cls'),
    tbtMs: m('tbtMs'),
    fcpMs: m('fcpMs'),
    benchmarkIndex: m('benchmarkIndex'),
    // Eligible only when every run that could tell said so.
    bfcache: known.length ? known.every(Boolean) : null,
    bfcacheFailures: [...new Set(results.flatMap((r) => r.bfcacheFailures))],
  };
  return { page, url, load, runs, ...figures, missed: missedTargets(figures, load) };
}

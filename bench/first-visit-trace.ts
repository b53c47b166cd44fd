/**
 * `npm run bench:trace -- http://127.0.0.1:PORT /boards/all /post/1`: what a phone's main thread
 * does on a first visit, for finding what bench:web's "Unattributable" long tasks are.
 *
 * For each path: a fresh Chromium context at 412×823 with the CPU throttled 4× (Lighthouse's
 * mobile setting), a performance trace and a CPU profile from navigation until 5 s after `load`.
 * Prints every top-level task over 50 ms with what it contains (layout, style, module evaluation,
 * a script's function call), the blocking time after first contentful paint, and, inside module
 * evaluation (the entry and the first route's code, where most of a data page's blocking time
 * is), where the CPU went by source file, and for each task that counts as blocking, the
 * functions it spent its time in. Source files come from the built assets' source maps
 * when the web app was built with them (`cd apps/web && npx vite build --sourcemap`); otherwise
 * the chunk names are shown. docs/performance.md '2026-11-28' shows what it found.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_FLAGS } from './lighthouse';
import { root } from './server';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('사용법: npm run bench:trace -- http://127.0.0.1:PORT /boards/all [/post/1 …]');
  process.exit(2);
}
const assets = path.join(root, 'apps/web/dist/assets');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  startTime: number;
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

// source-map 0.6's consumer, constructed from a parsed map.
type Consumer = {
  originalPositionFor(p: { line: number; column: number }): {
    source: string | null;
    name: string | null;
  };
};
const consumers = new Map<string, Consumer | null>();
async function sourceOf(frame: CallFrame): Promise<string> {
  const file = frame.url.replace(/^.*\//, '');
  if (!file.endsWith('.js')) return file || frame.functionName || '(native)';
  if (!consumers.has(file)) {
    const map = path.join(assets, `${file}.map`);
    consumers.set(
      file,
      existsSync(map)
        ? await new (SourceMapConsumer as unknown as new (raw: unknown) => Promise<Consumer>)(
            JSON.parse(readFileSync(map, 'utf8')),
          )
        : null,
    );
  }
  const source = consumers
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  return source ? source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '') : file;
}

/** A frame's function as the source map names it (minified builds call it `Cl`, `ju`, …). */
async function functionOf(frame: CallFrame): Promise<string> {
  const source = await sourceOf(frame);
  const name = consumers
    .get(frame.url.replace(/^.*\//, ''))
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).name;
  return `${name || frame.functionName || '(anonymous)'} ${source.replace(/^.*\//, '')}`;
}

const ms = (us: number) => (us / 1000).toFixed(0);

async function visit(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5_000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return { events, profile };
  } finally {
    await browser.close();
  }
}

function tasks(events: TraceEvent[]) {
  // The renderer's main thread: the one with the most task time.
  const time = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur)
      time.set(`${e.pid}:${e.tid}`, (time.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...time].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const start = Math.min(...mine.map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  let blocking = 0;
  const lines: string[] = [];
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur! > 50_000)) {
    const inside = new Map<string, number>();
    for (const e of mine) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur!) continue;
      const what = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
      inside.set(e.name + what, (inside.get(e.name + what) ?? 0) + e.dur!);
    }
    const top = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, dur]) => `${name} ${ms(dur)}`);
    if (task.ts > fcp) blocking += task.dur! - 50_000;
    lines.push(`  @${ms(task.ts - start)} ms  ${ms(task.dur!)} ms  ${top.join(' | ')}`);
  }
  const blockingTasks = mine
    .filter((e) => e.name === 'RunTask' && e.dur! > 50_000 && e.ts > fcp)
    .map((e) => ({ from: e.ts, to: e.ts + e.dur!, at: e.ts - start }));
  return { lines, fcp: fcp - start, blocking, blockingTasks };
}

async function moduleEvaluation(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // A chunk's top-level code: the anonymous function at its first character.
  const isModuleBody = (f: CallFrame) =>
    f.functionName === '' && f.lineNumber === 0 && f.columnNumber === 0 && /\.js$/.test(f.url);
  const inclusive = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const stack: CallFrame[] = [];
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id))
      stack.push(byId.get(id)!.callFrame);
    if (!stack.some(isModuleBody)) continue;
    total += dt;
    const seen = new Set<string>();
    for (const frame of stack) {
      if (frame.functionName === '(root)') continue;
      const source = await sourceOf(frame);
      if (seen.has(source)) continue;
      seen.add(source);
      inclusive.set(source, (inclusive.get(source) ?? 0) + dt);
    }
  }
  return { total, inclusive: [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 15) };
}

/**
 * The functions a task spent its CPU in (self time, the profile's samples between its start and
 * end): tells React's render (workLoopConcurrent, beginWork) from its commit (commitMutationEffects,
 * commitHostMount) and from a page's own code.
 */
async function selfTimeIn(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < from || time > to) continue;
    const name = await functionOf(byId.get(profile.samples[i]!)!.callFrame);
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

for (const pagePath of paths) {
  const { events, profile } = await visit(new URL(pagePath, base).href);
  const { lines, fcp, blocking, blockingTasks } = tasks(events);
  console.log(`\n${pagePath}: first contentful paint at ${ms(fcp)} ms (4× CPU)`);
  console.log(lines.join('\n'));
  console.log(`  blocking time after FCP: ${ms(blocking)} ms`);
  for (const task of blockingTasks) {
    const top = await selfTimeIn(profile, task.from, task.to);
    console.log(`  task @${ms(task.at)} ms, self time by function:`);
    for (const [name, us] of top) console.log(`    ${ms(us).padStart(5)}  ${name}`);
  }
  const evaluation = await moduleEvaluation(profile);
  console.log(`  in module evaluation: ${ms(evaluation.total)} ms, by source (inclusive):`);
  for (const [source, us] of evaluation.inclusive)
    console.log(`    ${ms(us).padStart(5)}  ${source}`);
}

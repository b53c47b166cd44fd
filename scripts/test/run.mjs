// npm test: every suite, in one run that builds once (docs/testing.md).
//
//   build    the web app and the server, each only if its inputs changed (scripts/test/build.mjs)
//   unit     Vitest: unit and API tests, the server's on PGlite and on PostgreSQL side by side
//   crash    the built server killed under 50 writers, on both databases (apps/server/test/crash)
//   cluster  three instances behind HAProxy with faults injected (apps/server/test/cluster);
//            side by side with crash: each waits on restarts for much of its time, so the two
//            together keep both cores busy (each one's output is printed when both are done)
//   e2e      the browser journeys at 1280 and 375 px on the built site (Playwright)
//
// Every suite runs even when one before it failed, so one run tells everything; the exit code is
// the first failure's. Each stage's seconds go to test-results/timings/stages.json, and the stage
// table (scripts/test/report.mjs) is printed at the end unless TEST_REPORT=off (.ci/run prints
// its own, with install, lint and type check in it).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { busyCpuSeconds } from './cpu.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const timings = path.join(root, 'test-results', 'timings');

/**
 * The stages in order; a group's stages run side by side.
 * @type {({ name: string; command: string[] } | { name: string; command: string[] }[])[]}
 */
const stages = [
  { name: 'build', command: ['node', 'scripts/test/build.mjs'] },
  { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  [
    { name: 'crash', command: ['npm', 'run', '--silent', 'test:crash'] },
    { name: 'cluster', command: ['npm', 'run', '--silent', 'test:cluster'] },
  ],
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
];

/** Runs `command`; with `capture`, its output is kept and handed back instead of shown. */
function run(command, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const started = Date.now();
    const done = (code) =>
      resolve({ code, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

mkdirSync(timings, { recursive: true });
const stagesFile = path.join(timings, 'stages.json');
// A previous run's per-suite files would be read as this run's.
for (const name of ['vitest.json', 'playwright.json', 'stages.json']) {
  rmSync(path.join(timings, name), { force: true });
}
/** @type {{ name: string; seconds: number; cpu: number | null; ok: boolean; beside?: string }[]} */
const done = [];
const runStarted = Date.now();
let exitCode = 0;
const cpuSince = (before) => {
  const after = busyCpuSeconds();
  return before === null || after === null ? null : after - before;
};
const record = (name, code) => {
  if (code === 0) return;
  console.log(`\n==> npm test: ${name} failed (exit ${code})`);
  if (exitCode === 0) exitCode = code;
};
for (const stage of stages) {
  const group = Array.isArray(stage) ? stage : [stage];
  const names = group.map((s) => s.name);
  console.log(`\n==> npm test: ${names.join(' beside ')}`);
  const cpuBefore = busyCpuSeconds();
  const results = await Promise.all(group.map((s) => run(s.command, group.length > 1)));
  // The CPU of stages run side by side goes on the first one's row.
  const cpu = cpuSince(cpuBefore);
  results.forEach((result, i) => {
    const name = names[i];
    if (group.length > 1) {
      console.log(`\n--- ${name} (exit ${result.code}, ${result.seconds.toFixed(0)} s)`);
      process.stdout.write(result.output);
    }
    done.push({
      name,
      seconds: result.seconds,
      cpu: i === 0 ? cpu : null,
      ok: result.code === 0,
      ...(group.length > 1 ? { beside: names.filter((other) => other !== name).join(', ') } : {}),
    });
  });
  writeFileSync(
    stagesFile,
    JSON.stringify({ stages: done, seconds: (Date.now() - runStarted) / 1000 }),
  );
  results.forEach((result, i) => record(names[i], result.code));
  // The build is what every later suite runs: without it they cannot say anything.
  if (names.includes('build') && exitCode !== 0) break;
}

if (process.env.TEST_REPORT !== 'off') {
  await run(['node', 'scripts/test/report.mjs']);
}
const failed = done.filter((stage) => !stage.ok).map((stage) => stage.name);
console.log(
  failed.length ? `\nnpm test: failed in ${failed.join(', ')}` : '\nnpm test: all passed',
);
process.exit(exitCode);

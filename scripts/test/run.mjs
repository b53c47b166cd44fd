// npm test: every suite, in one run that builds once (docs/testing.md).
//
//   build    the web app and the server, each only if its inputs changed (scripts/test/build.mjs)
//   unit     Vitest: unit and API tests, the server's on PGlite and on PostgreSQL side by side
//   crash    the built server killed under 50 writers, on both databases (apps/server/test/crash)
//   cluster  three instances behind HAProxy with faults injected (apps/server/test/cluster)
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

/** @type {{ name: string; command: string[] }[]} */
const stages = [
  { name: 'build', command: ['node', 'scripts/test/build.mjs'] },
  { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'crash', command: ['npm', 'run', '--silent', 'test:crash'] },
  { name: 'cluster', command: ['npm', 'run', '--silent', 'test:cluster'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

mkdirSync(timings, { recursive: true });
const stagesFile = path.join(timings, 'stages.json');
// A previous run's per-suite files would be read as this run's.
for (const name of ['vitest.json', 'playwright.json', 'stages.json']) {
  rmSync(path.join(timings, name), { force: true });
}
/** @type {{ name: string; seconds: number; cpu: number | null; ok: boolean }[]} */
const done = [];
let exitCode = 0;
for (const stage of stages) {
  console.log(`\n==> npm test: ${stage.name}`);
  const started = Date.now();
  const cpuBefore = busyCpuSeconds();
  const code = await run(stage.command);
  const cpuAfter = busyCpuSeconds();
  done.push({
    name: stage.name,
    seconds: (Date.now() - started) / 1000,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    ok: code === 0,
  });
  writeFileSync(stagesFile, JSON.stringify({ stages: done }));
  if (code !== 0) {
    console.log(`\n==> npm test: ${stage.name} failed (exit ${code})`);
    if (exitCode === 0) exitCode = code;
    // The build is what every later suite runs: without it they cannot say anything.
    if (stage.name === 'build') break;
  }
}

if (process.env.TEST_REPORT !== 'off') {
  await run(['node', 'scripts/test/report.mjs']);
}
const failed = done.filter((stage) => !stage.ok).map((stage) => stage.name);
console.log(
  failed.length ? `\nnpm test: failed in ${failed.join(', ')}` : '\nnpm test: all passed',
);
process.exit(exitCode);

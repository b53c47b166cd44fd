// Prints the stage table of a test run and its slowest test files and journeys (docs/testing.md),
// from what the run left in test-results/timings/:
//   ci.tsv          .ci/run's own stages (install, lint, typecheck, total),
//                   "name<TAB>seconds<TAB>cpu seconds<TAB>note"
//   stages.json     npm test's stages (scripts/test/run.mjs), each with its wall and CPU seconds
//   vitest.json     each Vitest project's span and each test file's time (vitest-timings.mjs)
//   playwright.json Playwright's JSON report (apps/web/playwright.config.ts)
// Missing files are left out: a table from `npm test` alone has no install row.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../test-results/timings');

function readJson(name) {
  const file = path.join(dir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const ci = existsSync(path.join(dir, 'ci.tsv'))
  ? readFileSync(path.join(dir, 'ci.tsv'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, seconds, cpu, note] = line.split('\t');
        return { name, seconds: Number(seconds), cpu: cpu ? Number(cpu) : null, note: note ?? '' };
      })
  : [];
const stagesRun = readJson('stages.json');
const stages = stagesRun?.stages ?? [];
const vitest = readJson('vitest.json');
const playwright = readJson('playwright.json');

/** Vitest's project names, as the table calls them. */
const projectLabel = {
  'server:pglite': 'unit PGlite',
  'server:postgres': 'unit PostgreSQL',
  web: 'unit web',
  'web:isolated': 'unit web (vi.mock)',
  contract: 'unit contract',
  bench: 'unit bench',
};

const rows = [];
for (const stage of ci.filter((s) => s.name !== 'total')) {
  rows.push([stage.name, stage.seconds, stage.note, stage.cpu]);
}
// `npx vitest run` alone: its projects without the stages around them.
const shown =
  stages.length > 0 ? stages : vitest ? [{ name: 'unit', seconds: vitest.seconds, ok: true }] : [];
for (const stage of shown) {
  const notes = [stage.ok ? '' : 'FAILED', stage.beside ? `beside the ${stage.beside}` : ''];
  rows.push([stage.name, stage.seconds, notes.filter(Boolean).join('; '), stage.cpu ?? null]);
  if (stage.name === 'unit' && vitest) {
    for (const project of vitest.projects) {
      rows.push([
        `  ${projectLabel[project.name] ?? project.name}`,
        project.to - project.from,
        `${project.files} files, ${project.from.toFixed(0)}–${project.to.toFixed(0)} s into the stage`,
      ]);
    }
  }
  if (stage.name === 'e2e' && playwright?.stats) {
    const s = playwright.stats;
    rows.push([
      '  journeys',
      s.duration / 1000,
      `${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`,
    ]);
  }
}
const total =
  ci.find((s) => s.name === 'total')?.seconds ??
  stagesRun?.seconds ??
  shown.reduce((sum, stage) => sum + stage.seconds, 0);
const totalCpu =
  ci.find((s) => s.name === 'total')?.cpu ??
  // Stages run side by side have their CPU on the first one's row.
  (shown.every((stage) => typeof stage.cpu === 'number' || stage.beside)
    ? shown.reduce((sum, stage) => sum + (stage.cpu ?? 0), 0)
    : null);
rows.push([
  'total',
  total,
  ci.length
    ? 'wall clock of .ci/run'
    : stagesRun?.seconds
      ? 'wall clock of npm test'
      : 'sum of the stages',
  totalCpu,
]);

// CPU: the whole machine's busy seconds during the stage (all cores); on 2 cores a stage takes
// at least half its CPU in wall time.
const width = Math.max(...rows.map((row) => row[0].length));
console.log('\nStage table (seconds; CPU = busy seconds of all cores during the stage)');
console.log(`  ${'stage'.padEnd(width)}  ${'wall'.padStart(7)}  ${'CPU'.padStart(7)}`);
for (const [name, seconds, note, cpu] of rows) {
  const cpuText = typeof cpu === 'number' ? cpu.toFixed(0) : '';
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}  ${cpuText.padStart(7)}  ${note}`,
  );
}

if (vitest) {
  console.log('\nSlowest test files (Vitest, wall seconds while the files ran side by side)');
  for (const file of [...vitest.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(
      `  ${file.seconds.toFixed(1).padStart(6)}  ${file.project.padEnd(15)}  ${file.file}${file.ok ? '' : '  FAILED'}`,
    );
  }
}

if (playwright) {
  /** @type {{ title: string; project: string; seconds: number; status: string }[]} */
  const journeys = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          journeys.push({
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            project: test.projectName,
            seconds: result.duration / 1000,
            status: result.retry ? `${result.status}, retry ${result.retry}` : result.status,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, [suite.title]);
  console.log('\nSlowest journeys (Playwright)');
  for (const j of journeys.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(
      `  ${j.seconds.toFixed(1).padStart(6)}  ${j.project.padEnd(7)}  ${j.title}${j.status === 'passed' ? '' : `  (${j.status})`}`,
    );
  }
}

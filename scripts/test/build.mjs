// node scripts/test/build.mjs [web] [server]   (both when none is named)
//
// Builds the web app and the server only when their inputs changed since the last build, so that
// one `npm test` builds each once however many suites use the build (the crash and cluster suites
// run the built server, the journeys the built site). The inputs are hashed by content (every file
// git tracks or would track under the package's folders, tests left out) and the hash is kept in
// the build's own folder, which every build empties first: a build that failed half-way leaves no
// stamp, and a stamp never outlives the files it describes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** What each build reads, and where its output and stamp live. */
const targets = {
  web: {
    workspace: '@myeolgong/web',
    inputs: ['apps/web', 'packages/contract', 'package-lock.json'],
    outputs: ['apps/web/dist', 'apps/web/dist-ssr'],
  },
  server: {
    workspace: '@myeolgong/server',
    inputs: ['apps/server', 'packages/contract', 'package-lock.json'],
    outputs: ['apps/server/dist'],
  },
};

/** Files that never reach a build: tests, their fixtures and the browser journeys. */
function isTestFile(file) {
  return (
    /\.test\.tsx?$/.test(file) ||
    file.startsWith('apps/server/test/') ||
    file.startsWith('apps/web/e2e/') ||
    file === 'apps/web/playwright.config.ts' ||
    file === 'apps/web/vitest.setup.ts'
  );
}

function inputHash(inputs) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) return null; // not a git checkout: always build
  const hash = createHash('sha256');
  for (const file of listed.stdout.split('\0').filter(Boolean).sort()) {
    if (isTestFile(file)) continue;
    const full = path.join(root, file);
    // Deleted but not yet staged, or not a file (a symlinked folder, say).
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

const stampName = '.build-inputs';
const asked = process.argv.slice(2);
const names = asked.length > 0 ? asked : ['web', 'server'];

for (const name of names) {
  const target = targets[name];
  if (!target) {
    console.error(`알 수 없는 빌드 대상: ${name} (web, server 중 하나)`);
    process.exit(2);
  }
  const hash = inputHash(target.inputs);
  const stamps = target.outputs.map((dir) => path.join(root, dir, stampName));
  const current =
    hash !== null &&
    stamps.every((stamp) => existsSync(stamp) && readFileSync(stamp, 'utf8') === hash);
  if (current) {
    console.log(`[build] ${name}: 입력이 바뀌지 않아 이전 빌드를 씁니다 (${hash.slice(0, 12)})`);
    continue;
  }
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (hash !== null) for (const stamp of stamps) writeFileSync(stamp, hash);
  console.log(`[build] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Issue 26's rule: no source file over 400 lines without a one-line reason at its top, written
// as `// Over 400 lines: <why>` (see apps/server/src/modules/stocks/simulator.ts). Tests, e2e
// specs and bench/ are not held to it. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const REASON = '// Over 400 lines:';
const root = path.resolve(import.meta.dirname, '..');
const roots = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/web/src',
  'packages/contract/src',
  'scripts',
];
const source = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const exempt = /\.(test|spec)\.[a-z]+$|\.d\.m?ts$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') yield* files(full);
    } else if (source.test(entry.name) && !exempt.test(entry.name)) {
      yield full;
    }
  }
}

const offenders = [];
for (const dir of roots) {
  for (const file of files(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES && !text.startsWith(REASON)) {
      offenders.push(`${path.relative(root, file)} (${lines} lines)`);
    }
  }
}

if (offenders.length > 0) {
  console.error(
    `Over ${MAX_LINES} lines without a reason at the top (split it by job, or start it with ` +
      `"${REASON} <why>"):\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`✔ no source file over ${MAX_LINES} lines without a reason`);

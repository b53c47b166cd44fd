// Bundles the server into dist/server.js (workspace packages inlined, npm dependencies left
// external) and copies the SQL migrations and the people knowledge files next to it.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
// Pure-JavaScript ES-module packages only this server imports are bundled too: Node loads an
// ES module file by file, and kysely (~300 files) and jose took 110 ms and 65 ms of CPU at every
// start that way (docs/performance.md 'Start-up and crash recovery'). Packages with native code,
// files read at run time (PGlite's WASM, swagger-ui's assets) or shared with other packages (zod)
// stay external.
const bundled = new Set(['kysely', 'jose']);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@myeolgong/') && !bundled.has(name),
);

await rm(new URL('./dist/', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(
  new URL('./src/db/migrations/', import.meta.url),
  new URL('./dist/migrations/', import.meta.url),
  {
    recursive: true,
  },
);
// The shipped people knowledge base, read at start (modules/ai/knowledge-dir.ts).
await cp(
  new URL('./src/modules/ai/knowledge/people/', import.meta.url),
  new URL('./dist/knowledge/people/', import.meta.url),
  { recursive: true },
);
console.log('server built: dist/server.js');

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, ProxyOptions } from 'vite';
import { createServer, defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import type * as Prerender from './src/prerender';

const apiOrigin = 'http://localhost:8080';

/** These server paths share a prefix with pages of the app: browsers asking for HTML get the app. */
const pageAwareProxy: ProxyOptions = {
  target: apiOrigin,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
};

/** The browser build, not the server renderer's (`vite build --ssr`, see package.json). */
const clientBuild = (_: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Where `vite build --ssr` writes the server renderer (src/entry-server.tsx). */
const SSR_DIR = path.join(import.meta.dirname, 'dist-ssr');

/** Writes `file.br` and `file.gz` beside `file`, at maximum compression. */
async function writeCompressed(file: string, data: Buffer | string): Promise<void> {
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/**
 * Writes `.br` and `.gz` next to every text asset of the build, once, at maximum compression: the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'myeolgong:precompress',
    apply: clientBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      // HTML is not among them: prerender() rewrites it after the bundle and compresses it itself.
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(dir, file));
          if (data.length < 1024) return;
          await writeCompressed(path.join(dir, file), data);
        }),
      );
    },
  };
}

/**
 * A page whose content is in its HTML does not need its JavaScript for the first paint: the module
 * script and its modulepreload links become public/boot-after-paint.js, which requests them after
 * the first paint, so they do not share a slow connection with the HTML and the stylesheet.
 */
function scriptsAfterPaint(html: string, pageChunks: readonly string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preloads: string[] = [];
  const rest = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_, href) => {
      preloads.push(href as string);
      return '';
    },
  );
  // The page's own chunks after the entry's (boot-after-paint.js adds a few links per task).
  preloads.push(...pageChunks);
  return rest.replace(
    entry[0],
    () =>
      `<script src="/boot-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`,
  );
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * Each page's own chunks, from the build's manifest: its file under app/routes/ and what that
 * imports, without what the entry already loads, keyed by the page's file (app/router.tsx
 * `pageModuleOf`). Requested with the entry by boot-after-paint.js, they are not added by Vite's
 * preload helper while the entry runs: a link a script adds costs a phone's main thread 1-2 ms,
 * and the helper adds a page's dozen in one long task (docs/performance.md 'Issue 23, seventh
 * session').
 */
async function pageChunks(dir: string): Promise<Record<string, string[]>> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entry = entryKey ? closure(entryKey) : new Set<string>();
  const pages: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/app/routes/')) continue;
    pages[key] = [...closure(key)]
      .filter((chunk) => !entry.has(chunk))
      .map((chunk) => `/${manifest[chunk]!.file}`);
  }
  return pages;
}

/**
 * Renders the app's own components to HTML after the build (src/prerender.tsx): the app shell into
 * index.html, and the pages whose first screen needs no data into pages/<path>.html, which the
 * server returns for those paths (apps/server/src/plugins/web.ts). The first paint then comes with
 * the HTML instead of after the JavaScript.
 */
function prerender(): Plugin {
  return {
    name: 'myeolgong:prerender',
    apply: clientBuild,
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const prerendered = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender;
        const template = await readFile(path.join(dir, 'index.html'), 'utf8');
        const placeholder = '<div id="root"></div>';
        if (!template.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
        const fill = (markup: string) =>
          template.replace(placeholder, () => `<div id="root">${markup}</div>`);
        // The server sends the .br and .gz written here (apps/server/src/plugins/web.ts), so that it
        // does not spend half a second of every start compressing these pages.
        // The server renderer's page: the pages it renders show their content with the HTML too.
        await mkdir(SSR_DIR, { recursive: true });
        await writeFile(path.join(SSR_DIR, 'template.html'), scriptsAfterPaint(template));
        const chunks = await pageChunks(dir);
        // The server renderer adds the rendered page's chunks to the template's (page-render.ts).
        await writeFile(path.join(SSR_DIR, 'page-chunks.json'), JSON.stringify(chunks));
        const shell = fill(await prerendered.renderShell());
        await writeFile(path.join(dir, 'index.html'), shell);
        await writeCompressed(path.join(dir, 'index.html'), shell);
        await mkdir(path.join(dir, 'pages'), { recursive: true });
        for (const page of prerendered.PRERENDERED_PAGES) {
          const name = page === '/' ? 'index' : page.slice(1);
          const html = scriptsAfterPaint(
            fill(await prerendered.renderPage(page)),
            chunks[prerendered.pageModuleOf(page) ?? ''],
          );
          await writeFile(path.join(dir, 'pages', `${name}.html`), html);
          await writeCompressed(path.join(dir, 'pages', `${name}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * React Router publishes its production build (dist/production: the same code with its
 * development warnings switched off, so the minifier drops them) without naming it in its
 * package exports, which always give dist/development (remix-run/react-router#12532, #14102).
 * Builds use the production one; the dev server and tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/ws': { target: apiOrigin, ws: true },
      '/healthz': apiOrigin,
      '/auth': apiOrigin,
      '/files': apiOrigin,
      '^/users?(/|$)': pageAwareProxy,
      '^/posts(/|$)': pageAwareProxy,
    },
  },
  build: {
    // bench/web.ts reads the chunk graph from dist/.vite/manifest.json for the size budget.
    manifest: !isSsrBuild,
    // The server renderer needs the code only; public/ is the browser build's.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The contract's zod schemas are declarations without side effects: a page that imports only
      // a contract constant (messages, limits) must not pull zod into its bundle. PostType is a zod
      // schema the contract calls methods on (PostType.default(...)) outside a z. chain. The
      // endpoint table (contract/endpoints/<group>.ts) is built with GET/POST/PUT/DELETE(path, types):
      // pure too, so a page carries only the calls it imports.
      treeshake: { manualPureFunctions: ['z', 'PostType', 'GET', 'POST', 'PUT', 'DELETE'] },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Everything the entry imports statically is one chunk with it: left to the automatic
              // chunking, the modules the entry shares with pages (React, TanStack Query, the HTTP
              // client, the icon helper) became a dozen small chunks every page loads anyway, each
              // compressed on its own. One chunk is 3.2 KB gzip smaller on every page
              // (docs/performance.md 'Issue 23, tenth session').
              groups: [
                { name: 'boot', tags: ['$initial'] },
                // Small modules every page loads after the entry (measured by e2e/js-budget.spec.ts
                // on /, /home, /boards/all, a post and /stock): the date and money formats, the
                // lazy-page helper and the error block with its icons. As chunks of their own they
                // cost each page 0.1-0.2 KB gzip apiece in headers and a cold dictionary.
                {
                  name: 'boot',
                  test: /contract[\\/]src[\\/]korean-number|src[\\/]lib[\\/](format|lazy-with-preload)\.ts$|components[\\/]ui[\\/](error-block|dialog-loading)|lucide-react[\\/].*[\\/](circle-alert|circle-exclamation-point|loader-circle|rotate-cw)\.mjs$/,
                },
                // What a post page's own code, its comments and its ⋯ menus share: the menus'
                // icons, the restriction notice, the confirmation dialog's loader. Left alone they
                // were seven chunks of 0.1-0.5 KB on every post (170.7 KB instead of 171.9).
                {
                  name: 'post-shared',
                  test: /lucide-react[\\/].*[\\/](ban|bookmark|flag|pin|trash)\.mjs$|features[\\/]moderation[\\/](api[\\/]moderation-query-key|components[\\/]restriction-notice)\.tsx?$|components[\\/]ui[\\/]lazy-confirm-dialog\.tsx$/,
                },
                // What a post's media draws, in its cards, its page and the editor's media
                // inputs: alone, each set of pages sharing some of them got a chunk of 0.3 KB.
                {
                  name: 'post-media',
                  test: /lib[\\/]image-url|lucide-react[\\/].*[\\/](image|image-off|link-2|play|video)\.mjs$/,
                },
              ],
            },
          },
    },
  },
  // The web's Vitest projects (root vitest.config.ts) add their name, files and isolation.
  test: {
    environment: 'jsdom',
    // As every project of the root vitest.config.ts: worker threads start faster than processes.
    pool: 'threads',
    setupFiles: ['./vitest.setup.ts'],
    exclude: [...configDefaults.exclude, 'e2e/**'],
    // A test waits up to 5 s per findBy (vitest.setup.ts); a few in a row on a busy 2-core machine
    // pass the default 5 s for the whole test.
    testTimeout: 15_000,
  },
}));

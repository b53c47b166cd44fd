/**
 * The server's module graph (docs/architecture.md, "Module layers"): the core imports no module,
 * and each module imports only the core and the modules .dependency-cruiser.modules.cjs allows it.
 * `npm run depcruise` (part of `npm run lint`) prints the module graph and fails on any other
 * edge or a cycle. Its no-circular rule covers the web app and the contract too (the second run
 * of `npm run depcruise`). Test files are left out: they may set up fixtures through any module.
 */
// dependency-cruiser reads a CommonJS config, which can only require its list.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { allowed, core } = require('./.dependency-cruiser.modules.cjs');

const SRC = '^apps/server/src/';
const modulePath = (names) => `${SRC}modules/(${names.join('|')})/`;
const entryPoints = `${SRC}(app|server|start)\\.ts$|${SRC}db/cli\\.ts$`;
const modules = Object.keys(allowed);

const moduleRules = modules
  .map((name) => {
    const forbidden = modules.filter((other) => other !== name && !allowed[name].includes(other));
    return {
      name: `module-${name}`,
      comment: `modules/${name} may import only the core and ${allowed[name].join(', ') || 'no module'}`,
      severity: 'error',
      from: { path: `${SRC}modules/${name}/`, pathNot: '\\.test\\.ts$' },
      to: { path: modulePath(forbidden) },
    };
  })
  .filter((rule) => rule.to.path !== modulePath([]));

module.exports = {
  forbidden: [
    {
      name: 'core-below-modules',
      comment: `${core.join(', ')} are below every feature module and never import one`,
      severity: 'error',
      from: { path: `${SRC}(${core.join('|')})/`, pathNot: entryPoints },
      to: { path: `${SRC}modules/` },
    },
    ...moduleRules,
    {
      name: 'every-module-listed',
      comment: 'a module folder must be listed in .dependency-cruiser.modules.cjs',
      severity: 'error',
      from: { path: `${SRC}modules/(?!(${modules.join('|')})/)[^/]+/` },
      to: {},
    },
    {
      name: 'no-circular',
      comment:
        'no import cycle, in the server (inside a module or across modules), the web app or the contract',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/contract/src)/' },
      // A cycle through a type-only import is gone at run time (as import/no-cycle saw it).
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^apps/server/test/', '^apps/web/src/testing/'] },
  },
};

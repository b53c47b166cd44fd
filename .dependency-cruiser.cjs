/**
 * The server's layers, lowest first (docs/architecture.md, "Module layers"). A module may import
 * the core and modules of LOWER layers only: never its own layer's other modules, never a higher
 * one. `npm run depcruise` (part of `npm run lint`) prints the module graph and fails on a back
 * edge or a cycle. Test files are left out: they may set up fixtures through any module.
 */
const SRC = '^apps/server/src/';

/** Core: no feature module below it. */
const core = ['lib', 'db', 'policies', 'plugins'];

/** Feature modules (apps/server/src/modules/<name>), by layer. */
const layers = [
  [
    'audit',
    'drafts',
    'files',
    'health',
    'link-preview',
    'notifications',
    'realtime',
    'site',
    'stocks',
  ],
  ['boards'],
  ['posts'],
  ['stock-talk'],
  ['comments', 'search'],
  ['users', 'moderation'],
  ['auth', 'conventions'],
  ['ai'],
];

const modulePath = (names) => `${SRC}modules/(${names.join('|')})/`;
const entryPoints = `${SRC}(app|server|start)\\.ts$|${SRC}db/cli\\.ts$`;

const layerRules = layers.flatMap((names, index) => {
  const upper = layers.slice(index + 1).flat();
  return names
    .map((name) => {
      const forbidden = [...names.filter((other) => other !== name), ...upper];
      return {
        name: `layer-${name}`,
        comment: `modules/${name} may import only the core and modules of layers below it`,
        severity: 'error',
        from: { path: `${SRC}modules/${name}/`, pathNot: '\\.test\\.ts$' },
        to: { path: modulePath(forbidden) },
      };
    })
    .filter((rule) => rule.to.path !== modulePath([]));
});

module.exports = {
  forbidden: [
    {
      name: 'core-below-modules',
      comment: `${core.join(', ')} are below every feature module and never import one`,
      severity: 'error',
      from: { path: `${SRC}(${core.join('|')})/`, pathNot: entryPoints },
      to: { path: `${SRC}modules/` },
    },
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'no import cycle, inside a module or across modules',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^apps/server/test/'] },
  },
};

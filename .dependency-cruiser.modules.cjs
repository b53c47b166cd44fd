/**
 * Which server module may import which (apps/server/src/modules/<name>): the one list that
 * .dependency-cruiser.cjs enforces and docs/architecture.md 'Module layers' shows (generated from
 * here by scripts/architecture-doc.mjs; `npm run lint` fails when the document is out of date).
 * A module may import the core and the modules listed for it, nothing else. A new edge is a change
 * to this file, made on purpose; an edge that would close a cycle is refused by the cruiser's
 * no-circular rule. Layers are not listed: a module's layer is one above the highest module it
 * may import.
 */

/** Core: below every module, never imports one. */
const core = ['lib', 'db', 'policies', 'plugins'];

/** Every module and the modules it may import. */
const allowed = {
  ai: ['audit', 'search', 'stock-talk', 'stocks'],
  audit: [],
  auth: ['users'],
  boards: ['audit'],
  comments: ['audit', 'posts', 'realtime', 'stock-talk'],
  conventions: ['audit', 'boards', 'moderation', 'posts'],
  drafts: [],
  files: [],
  follows: [],
  health: [],
  'link-preview': [],
  messages: ['realtime'],
  moderation: ['audit', 'boards', 'comments', 'posts'],
  notifications: [],
  posts: ['audit', 'boards', 'realtime'],
  predictions: ['stocks'],
  push: ['notifications'],
  realtime: [],
  search: ['boards', 'posts'],
  sentiment: [],
  site: [],
  'stock-alerts': [],
  'stock-talk': ['posts', 'stocks'],
  stocks: [],
  users: ['comments', 'follows', 'posts', 'predictions'],
  watchlist: [],
};

/** A module's layer: 0 when it imports no module, else one above the highest it may import. */
function layerOf(name, seen = []) {
  if (seen.includes(name))
    throw new Error(`모듈 의존에 순환이 있습니다: ${[...seen, name].join(' → ')}`);
  const deps = allowed[name];
  if (!deps) throw new Error(`모듈 목록에 없는 모듈입니다: ${name}`);
  return deps.length === 0 ? 0 : 1 + Math.max(...deps.map((dep) => layerOf(dep, [...seen, name])));
}

module.exports = { core, allowed, layerOf };

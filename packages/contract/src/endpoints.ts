// Every call of the API (SPEC.md §7, CONTRACT.md), one export each, named by module and call
// (postsById: GET /api/posts/:id), in one file per module under endpoints/: the one place a path
// is written. The web app imports each module's file (@myeolgong/contract/endpoints/posts), so a
// page's code carries only its modules' calls; the server and its route test
// (apps/server/test/http/endpoints.test.ts, which fails when a registered route is missing here
// or an entry names no route) take them all from here. Legacy aliases (plugins/aliases.ts) are
// not listed.
export * from './endpoints/ai';
export * from './endpoints/auth';
export * from './endpoints/boards';
export * from './endpoints/clean-talk';
export * from './endpoints/comments';
export * from './endpoints/drafts';
export * from './endpoints/files';
export * from './endpoints/follows';
export * from './endpoints/health';
export * from './endpoints/link-preview';
export * from './endpoints/messages';
export * from './endpoints/moderation';
export * from './endpoints/notifications';
export * from './endpoints/posts';
export * from './endpoints/predictions';
export * from './endpoints/push';
export * from './endpoints/sentiment';
export * from './endpoints/site';
export * from './endpoints/stocks';
export * from './endpoints/users';
export * from './endpoints/watchlist';

// Kept free of zod: the web app's search page imports these lists. A runtime import of ./search
// would keep its schemas, `Post` and zod itself in the browser, where building a zod object
// schema runs zod's eval probe and the CSP reports a blocked script.

/** Where the words are looked for (CONTRACT.md 'Search'). */
export const searchScopes = ['all', 'title', 'content', 'author', 'comment'] as const;
export type SearchScope = (typeof searchScopes)[number];

/** `recent`: newest first; `relevance`: title matches first, then newer; `likes`: most liked. */
export const searchSorts = ['recent', 'relevance', 'likes'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchPeriods = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchPeriod = (typeof searchPeriods)[number];

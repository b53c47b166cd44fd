/** Every cached post, feed and page of the posts feature sits under this key. */
export const postsQueryKey = ['posts'] as const;

/** Feeds (board, all, popular, newest): reset, refreshed and patched together. */
export const feedsQueryKey = [...postsQueryKey, 'feed'] as const;

/** SPEC.md §9: post lists stay fresh for 2 minutes. */
export const POST_LIST_STALE_MS = 2 * 60_000;

/** SPEC.md §9: board and feed lists load 20 posts a page. */
export const FEED_PAGE_SIZE = 20;

/** SPEC.md §9: board post lists give up after 8 s. */
export const FEED_TIMEOUT_MS = 8_000;

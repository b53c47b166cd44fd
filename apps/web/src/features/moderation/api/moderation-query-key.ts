/** Every cached query of the moderation feature sits under this key. */
export const moderationQueryKey = ['moderation'] as const;

/** The operator area's lists, reset together after any operator action. */
export const adminQueryKey = [...moderationQueryKey, 'admin'] as const;

/** Operator lists load this many rows a page. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * At most this many drafts (임시저장 글) per member. Apart from drafts.ts (zod schemas), so the
 * web can name the limit without downloading zod on its first screens.
 */
export const DRAFTS_MAX = 20;

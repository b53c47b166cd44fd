import { z } from 'zod';

// CONTRACT.md 'Clean stock talk': daily caps and solicitation held for review.

/** One cap: null `limit` when it does not apply (turned off with 0, or the member is an operator). */
const DailyCap = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  /** null without a limit. */
  remaining: z.number().int().nullable(),
});

/**
 * GET /api/users/me/daily-writes: how many posts and comments the member may still write today
 * (Asia/Seoul); the editor shows it when few remain. `resetsAt`: the next midnight in Seoul.
 */
export const DailyWrites = z.object({
  posts: DailyCap,
  comments: DailyCap,
  resetsAt: z.string(),
});
export type DailyWrites = z.infer<typeof DailyWrites>;

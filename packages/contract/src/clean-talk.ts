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
export const heldTargetTypes = ['POST', 'COMMENT'] as const;
export type HeldTargetType = (typeof heldTargetTypes)[number];
const heldActions = ['release', 'remove'] as const;

/** An item of the operators' queue, GET /api/admin/held: oldest first. */
export const HeldItem = z.object({
  targetType: z.enum(heldTargetTypes),
  id: z.number().int(),
  /** The post, or the post a comment is on. */
  postId: z.number().int(),
  postTitle: z.string(),
  /** The comment's text, or the post's content. */
  content: z.string(),
  heldReason: z.string(),
  author: z.object({ id: z.number().int(), nickname: z.string().nullable() }),
  createdAt: z.string(),
});
export type HeldItem = z.infer<typeof HeldItem>;

/** POST /api/admin/held/{POST|COMMENT}/{id}: release publishes it, remove deletes it. */
export const HeldActionBody = z.object({
  action: z.enum(heldActions, { error: '처리 방법은 release, remove 중 하나여야 합니다.' }),
  reason: z.string().trim().max(500, { error: '사유는 500자 이내로 적어주세요.' }).default(''),
});
export type HeldActionBody = z.infer<typeof HeldActionBody>;

export const HeldActionResult = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type HeldActionResult = z.infer<typeof HeldActionResult>;

export const cleanTalkMessages = {
  heldNotFound: '검토 중인 글을 찾을 수 없습니다. 이미 처리되었거나 존재하지 않습니다.',
  released: '공개했습니다. 작성자에게 알렸습니다.',
  removed: '삭제했습니다. 작성자에게 알렸습니다.',
  /** Shown to the author of a held post or comment beside "검토 중". */
  heldNotice: '운영자가 검토한 뒤 공개됩니다. 지금은 회원님과 운영자만 볼 수 있습니다.',
} as const;

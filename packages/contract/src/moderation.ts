import { z } from 'zod';
import { Role, UserBadge } from './users';
import {
  MODERATION_REASON_MAX,
  moderationActions,
  moderationMessages as m,
  moderationTargetTypes,
  REPORT_DETAILS_MAX,
  reportActions,
  reportReasons,
  reportStatuses,
  reportTargetTypes,
} from './moderation-rules';

const ReportTargetType = z.enum(reportTargetTypes);
const ReportReason = z.enum(reportReasons, { error: '신고 사유를 목록에서 골라주세요.' });
export const ReportStatus = z.enum(reportStatuses);
const ReportAction = z.enum(reportActions, {
  error: '처리 방법은 DISMISS, DELETE, RESTRICT 중 하나여야 합니다.',
});

/** An operator's note on an action: why it was taken. */
const Reason = z.string().trim().max(MODERATION_REASON_MAX, { error: m.reasonTooLong }).default('');

/** POST /api/reports: a member reports a post, a comment or a member, once per target. */
export const ReportBody = z.object({
  targetType: ReportTargetType,
  targetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: ReportReason,
  /** Free text; required when the reason is OTHER. */
  details: z.string().trim().max(REPORT_DETAILS_MAX, { error: m.reportDetailsTooLong }).default(''),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ReportResult = z.object({
  success: z.literal(true),
  id: z.number().int(),
  message: z.string(),
});
export type ReportResult = z.infer<typeof ReportResult>;

/** What a reported target is, for the operator's queue. */
const ReportTarget = z.object({
  /** The post's title, the comment's text or the member's nickname (shortened). */
  summary: z.string(),
  /** The post (for a comment: the post it is on), to open it. Null for a member. */
  postId: z.number().int().nullable(),
  authorId: z.number().int().nullable(),
  authorNickname: z.string().nullable(),
  /** Hidden pending review because open reports reached the threshold. */
  hidden: z.boolean(),
  /** Deleted since it was reported. */
  deleted: z.boolean(),
});

/** The reports of one target, grouped: what the operator's queue lists. */
export const ReportGroup = z
  .object({
    targetType: ReportTargetType,
    targetId: z.number().int(),
    target: ReportTarget,
    /** Reports in this group (open ones in the open queue). */
    reportCount: z.number().int(),
    /** How many reports gave each reason. */
    reasons: z.record(z.string(), z.number().int()),
    /** The latest free-text details, newest first (at most five). */
    details: z.array(z.string()),
    status: ReportStatus,
    firstReportedAt: z.string(),
    lastReportedAt: z.string(),
  })
  .meta({ id: 'ReportGroup' });
export type ReportGroup = z.infer<typeof ReportGroup>;

export const ResolveBody = z.object({
  targetType: ReportTargetType,
  targetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: ReportAction,
  reason: Reason,
  /** For RESTRICT: when the restriction ends (ISO 8601, in the future). */
  until: z.iso.datetime({ offset: true, error: '날짜 형식이 올바르지 않습니다.' }).optional(),
});
export type ResolveBody = z.infer<typeof ResolveBody>;

export const ResolveResult = z.object({
  success: z.literal(true),
  /** Open reports closed by this resolution. */
  resolved: z.number().int(),
  message: z.string(),
});
export type ResolveResult = z.infer<typeof ResolveResult>;

export const ModerationLogEntry = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), nickname: z.string() }),
    action: z.enum(moderationActions),
    targetType: z.enum(moderationTargetTypes),
    targetId: z.number().int(),
    /**
     * What the target is called now: the post's title, the first words of the comment, the
     * member's nickname, the board's or person's name; null when it no longer exists.
     */
    targetLabel: z.string().nullable(),
    /** The post a POST or COMMENT target lives on (for a link); null otherwise or when gone. */
    targetPostId: z.number().int().nullable(),
    reason: z.string(),
    /** What the action changed, e.g. {fromBoard, toBoard} or {until}. */
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: z.string(),
  })
  .meta({ id: 'ModerationLogEntry' });
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>;

/** A member as the operator area lists it (e-mail included). */
export const AdminUser = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    nickname: z.string().nullable(),
    role: Role,
    /** The badge an operator granted ('운영자'), or null. */
    badge: UserBadge.nullable(),
    createdAt: z.string(),
    restrictedUntil: z.string().nullable(),
    postCount: z.number().int(),
    commentCount: z.number().int(),
    /** Reports ever made against this member or their posts and comments. */
    reportCount: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const RestrictBody = z.object({
  until: z.iso.datetime({ offset: true, error: '날짜 형식이 올바르지 않습니다.' }),
  reason: Reason,
});
export type RestrictBody = z.infer<typeof RestrictBody>;

/** GET /api/admin/users?only=: restricted members, or operators. */
export const adminUserFilters = ['restricted', 'operators'] as const;
export type AdminUserFilter = (typeof adminUserFilters)[number];

/** A body with only the operator's reason; the body itself may be left out. */
export const ReasonBody = z.object({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** SUPER_ADMIN only: grant (ADMIN) or revoke (USER) operator rights. */
export const RoleBody = z.object({
  role: z.enum(['ADMIN', 'USER'], { error: '권한은 ADMIN 또는 USER여야 합니다.' }),
  reason: Reason,
});
export type RoleBody = z.infer<typeof RoleBody>;

/** Operators: grant the 운영자 badge (shown beside the nickname) or take it back (null). */
export const BadgeBody = z.object({
  badge: UserBadge.nullable(),
  reason: Reason,
});
export type BadgeBody = z.infer<typeof BadgeBody>;

export const MoveBody = z.object({
  /** The board's URL name (or its id as text). */
  boardName: z.string().trim().min(1, { error: '게시판을 선택해주세요.' }).max(100),
  reason: Reason,
});
export type MoveBody = z.infer<typeof MoveBody>;

/** PUT /api/admin/boards/{id}: what an operator may change (the URL name stays). */
/** Every field may be left out: it then stays as it is (e.g. only `categories`). */
export const BoardUpdateBody = z.object({
  displayName: z.string().trim().max(100).optional(),
  description: z.string().trim().max(1000).optional(),
  iconUrl: z.string().trim().max(2048).nullish(),
  bannerUrl: z.string().trim().max(2048).nullish(),
  reason: Reason,
  /** 말머리, in order (CATEGORIES_MAX of CATEGORY_MAX characters); absent: unchanged. */
  categories: z.array(z.string().max(200)).max(200).optional(),
  /** Whether a new post must pick a 말머리; absent: unchanged. */
  categoryRequired: z.boolean().optional(),
});
export type BoardUpdateBody = z.infer<typeof BoardUpdateBody>;

export const BlockedUser = z
  .object({
    userId: z.number().int(),
    nickname: z.string().nullable(),
    profileImage: z.string().nullable(),
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof BlockedUser>;

export const BlockBody = z.object({
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessage>;

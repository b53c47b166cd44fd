import { z } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN } from './nickname-rules';

export const Role = z.enum(['USER', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof Role>;

/** Badges an operator grants (0036): staff are told apart by the site, never by a nickname. */
export const UserBadge = z.enum(['운영자']);
export type UserBadge = z.infer<typeof UserBadge>;

/** When each sign-up agreement was given (ISO 8601), null while not; for the member only. */
export const Agreements = z
  .object({
    terms: z.string().nullable(),
    privacy: z.string().nullable(),
    age14: z.string().nullable(),
    marketing: z.string().nullable(),
  })
  .meta({ id: 'Agreements' });
export type Agreements = z.infer<typeof Agreements>;

export { isUnsetNickname } from './unset-nickname';
export { nicknameMessages, nicknameProblem } from './nickname-rules';

/** A member's prediction record; fractions, hitRate null below 5 settled, avgReturn null with none. */
const PredictionRecord = z.object({
  open: z.number().int(),
  settled: z.number().int(),
  hits: z.number().int(),
  hitRate: z.number().nullable(),
  avgReturn: z.number().nullable(),
});

/** A member as the API shows it. `email` is shown only to the member and to administrators. */
export const User = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    /** Null until the member chooses one. */
    nickname: z.string().nullable(),
    profileImage: z.string().nullable(),
    role: Role,
    createdAt: z.string(),
    /**
     * Writing is blocked until this time (ISO 8601), when an operator restricted the member.
     * Shown only to the member and to operators (null for everyone else).
     */
    restrictedUntil: z.string().nullable(),
    /** Whether the member proved the e-mail address; only for the member and operators. */
    emailVerified: z.boolean().nullable().optional(),
    /** Whether the account has a password (else Google only); only for the member. */
    hasPassword: z.boolean().nullable().optional(),
    /** How many members follow this one (CONTRACT.md 'Following members'). */
    followers: z.number().int().optional(),
    /** How many members this one follows. */
    following: z.number().int().optional(),
    /** On a profile: whether the signed-in viewer follows this member (null signed out or oneself). */
    followedByMe: z.boolean().nullable().optional(),
    /** On a profile: the prediction record (CONTRACT.md 'Prediction record'). */
    record: PredictionRecord.optional(),
    /** A badge an operator granted ('운영자'), shown beside the nickname; null without one. */
    badge: UserBadge.nullable().optional(),
    /** The sign-up agreements and when each was given; only for the member (null for others). */
    agreements: Agreements.nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/**
 * A nickname field: checked with SPEC.md §5's messages (nicknameProblem); the OpenAPI document
 * states the real limits. A function, called by the server's routes only: a `.meta()` evaluated at
 * module level here kept zod in the web's main bundle (it imports this module's rules), and
 * zod's eval probe then trips the CSP (e2e/xss.spec.ts).
 */
export const nicknameField = () =>
  z.string().max(100).meta({ minLength: NICKNAME_MIN, maxLength: NICKNAME_MAX });
export const NicknameBody = z.object({ nickname: z.string().max(100) });

export const NicknameCheck = z.object({
  available: z.boolean(),
  message: z.string(),
});
export type NicknameCheck = z.infer<typeof NicknameCheck>;

export const TokenValidity = z.object({ valid: z.boolean() });
export type TokenValidity = z.infer<typeof TokenValidity>;

/** One entry of the signed-in member's like history (SPEC.md §3 'Like history entry'). */
export const LikeHistoryEntry = z.object({ postId: z.number().int(), value: z.number().int() });
export type LikeHistoryEntry = z.infer<typeof LikeHistoryEntry>;

/** DELETE /api/users/me: the account is gone and its tokens are revoked. */
export const AccountDeleted = z.object({ success: z.literal(true) });
export type AccountDeleted = z.infer<typeof AccountDeleted>;

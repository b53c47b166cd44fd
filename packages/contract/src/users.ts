import { z } from 'zod';

export const Role = z.enum(['USER', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof Role>;

const NICKNAME_MIN = 2;
const NICKNAME_MAX = 10;

/** The Korean messages of SPEC.md §5 'Nickname', shared by the server and the nickname modal. */
export const nicknameMessages = {
  empty: '닉네임을 입력해주세요.',
  length: '닉네임은 2~10자 사이여야 합니다.',
  same: '현재 닉네임과 동일합니다.',
  checkRequired: '닉네임 중복 확인이 필요합니다.',
  taken: '이미 사용 중인 닉네임입니다.',
  available: '사용 가능한 닉네임입니다.',
  checkFailed: '닉네임 중복 확인에 실패했습니다.',
  submitFailed: '닉네임 설정에 실패했습니다. 잠시 후 다시 시도해주세요.',
  characters: '닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.',
  reserved:
    "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.",
} as const;

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

/** Beginnings that would pass a member off as the site or its staff, or as an unset name. */
const RESERVED_NICKNAME_STARTS = [
  '사용자',
  '관리자',
  '운영자',
  '운영팀',
  '운영진',
  'admin',
  'moderator',
  'system',
  'sysop',
];

/**
 * True for nicknames reserved for the site: 관리자, 운영자, 운영팀, admin, administrator, moderator,
 * system and look-alikes that differ only in case, width, spaces, dots, dashes, underscores or
 * invisible characters ("Ad min", "ＡＤＭＩＮ", "_운영자_"), and 'user {id}'.
 */
function isReservedNickname(nickname: string): boolean {
  const folded = nickname
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-\u00ad\u200b-\u200f\u2060\ufeff]/g, '');
  return (
    RESERVED_NICKNAME_STARTS.some((start) => folded.startsWith(start)) || /^user\d*$/.test(folded)
  );
}

/**
 * Checks a nickname against SPEC.md §5 (and the character set we allow). Returns the Korean
 * message of the first rule it breaks, or null when it is acceptable. Operators may take the
 * reserved names (`allowReserved`); members never.
 */
export function nicknameProblem(
  nickname: string,
  options: { allowReserved?: boolean } = {},
): string | null {
  const n = nickname.trim();
  if (!n) return nicknameMessages.empty;
  const length = [...n].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return nicknameMessages.length;
  if (!options.allowReserved && isReservedNickname(n)) return nicknameMessages.reserved;
  if (!/^[가-힣a-zA-Z0-9_]+$/.test(n)) return nicknameMessages.characters;
  return null;
}

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

import { z } from 'zod';

export const Role = z.enum(['USER', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof Role>;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;

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
  reserved: "'사용자'나 '관리자'로 시작하는 닉네임은 사용할 수 없습니다.",
} as const;

/** A nickname of the form 'user {id}' or beginning with 사용자 counts as unset (SPEC.md §3). */
export function isUnsetNickname(nickname: string | null | undefined): boolean {
  if (!nickname || !nickname.trim()) return true;
  const n = nickname.trim();
  return /^user\s*\d*$/i.test(n) || n.startsWith('사용자');
}

/**
 * Checks a nickname against SPEC.md §5 (and the character set we allow). Returns the Korean
 * message of the first rule it breaks, or null when it is acceptable.
 */
export function nicknameProblem(nickname: string): string | null {
  const n = nickname.trim();
  if (!n) return nicknameMessages.empty;
  const length = [...n].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return nicknameMessages.length;
  if (!/^[가-힣a-zA-Z0-9_]+$/.test(n)) return nicknameMessages.characters;
  if (n.startsWith('사용자') || n.startsWith('관리자') || /^user\d*$/i.test(n)) {
    return nicknameMessages.reserved;
  }
  return null;
}

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
    /** Writing is blocked until this time (ISO 8601), when an operator restricted the member. */
    restrictedUntil: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

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

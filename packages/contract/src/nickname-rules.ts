/**
 * The nickname rules of SPEC.md §5 and their Korean messages, shared by the server and the nickname
 * dialog. A module without zod (users.ts re-exports it): a page that checks a nickname does not
 * load the users schemas (on the profile page a chunk of 86 KB before compression).
 */
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
  reserved:
    "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.",
} as const;

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

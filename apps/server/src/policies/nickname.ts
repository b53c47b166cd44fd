import { nicknameMessages, nicknameProblem } from '@myeolgong/contract/users';
import { createTermMatcher } from './text-fold';

/**
 * Words a member's nickname may not contain, after folding look-alikes (policies/text-fold.ts, shared with the content rules:
 * Adm1n, 관리쟈, 운 영 자, ＡＤＭＩＮ read as admin, 관리자, 운영자): they would pass the member off as
 * the site's staff or the site itself. Operators get the 운영자 badge instead (the admin screen).
 */
const STAFF_WORDS = [
  '관리자',
  '관리인',
  '운영자',
  '운영진',
  '운영팀',
  '매니저',
  '시스템',
  '사이트관리',
  '고객센터',
  'admin',
  'operator',
  'moderator',
  'manager',
  'root',
  'sysop',
  'system',
  'staff',
  'webmaster',
  'official',
];

/** The matcher for a site: the words above and the site's own name with 운영 or 관리 after it. */
export function staffNicknameMatcher(siteName: string) {
  const site = siteName.replace(/\s+/g, '');
  const own = [`${site}운영`, `${site}관리`, `${site}공식`, `${site}official`];
  // A short site name alone (멸공) is not refused; with 운영/관리/공식 it is.
  return createTermMatcher([...STAFF_WORDS, ...own]);
}

/**
 * A nickname's problem for this viewer, or null: SPEC.md §5's rules (nicknameProblem), and for
 * members the staff words above, also spelt with look-alikes. The staff check comes first, so that
 * "운 영 자" is told it poses as staff rather than that spaces are not allowed.
 */
export function nicknameRefusal(
  nickname: string,
  options: { operator: boolean; posesAsStaff: (text: string) => string | null },
): string | null {
  if (!options.operator && options.posesAsStaff(nickname) !== null) {
    return nicknameMessages.reserved;
  }
  return nicknameProblem(nickname, { allowReserved: options.operator });
}

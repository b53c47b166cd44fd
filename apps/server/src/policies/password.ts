import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '@myeolgong/contract/auth';

/**
 * The 10,000 most common passwords, from @zxcvbn-ts/language-common's list (ranked by how often
 * they appear in leaked password sets, most common first; MIT). Built once, on first use, as a Set.
 */
const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase()),
  ));

/**
 * The password rules beyond the length the schema checks (CONTRACT.md 'Sign-up and account
 * hygiene'): not one of the most common passwords, not the e-mail address or its local part, not
 * the nickname, all without regard to letter case. The Korean message of the first rule it breaks,
 * or null.
 */
export function passwordProblem(
  password: string,
  account: { email?: string | null; nickname?: string | null },
): string | null {
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return authMessages.passwordCommon;
  const email = account.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) {
    return authMessages.passwordIsEmail;
  }
  const nickname = account.nickname?.trim().toLowerCase();
  if (nickname && lower === nickname) return authMessages.passwordIsNickname;
  return null;
}

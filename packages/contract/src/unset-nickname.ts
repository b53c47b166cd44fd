/**
 * A nickname of the form 'user {id}' or beginning with 사용자 counts as unset (SPEC.md §3).
 * A module of its own (users.ts re-exports it): the web app's shell asks this on every page,
 * without the nickname rules and messages that only the nickname dialog needs.
 */
export function isUnsetNickname(nickname: string | null | undefined): boolean {
  if (!nickname || !nickname.trim()) return true;
  const n = nickname.trim();
  return /^user\s*\d*$/i.test(n) || n.startsWith('사용자');
}

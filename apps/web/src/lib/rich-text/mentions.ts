import type { Segment } from './segments';

/**
 * `@nickname` in plain text (as the server reads it for MENTION notifications, migration 0013):
 * `@` at the start or after a character that cannot be part of a nickname, then 2–10 of the
 * nickname characters of SPEC.md §5.
 */
// NICKNAME_MIN and NICKNAME_MAX of contract/users, written out: that module carries zod, which
// the post page's chunk must not (its eval probe trips the CSP).
const MENTION = /(^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,10})(?![가-힣a-zA-Z0-9_])/g;

/** Splits text into plain pieces and `@nickname` mentions, in order; the pieces join to the text. */
export function mentionSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + match[1]!.length;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    const nickname = match[2]!;
    segments.push({ kind: 'mention', text: `@${nickname}`, nickname });
    last = start + 1 + nickname.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The profile page of a mentioned member (/profile/{nickname} resolves nicknames). */
export const mentionHref = (nickname: string) => `/profile/${encodeURIComponent(nickname)}`;

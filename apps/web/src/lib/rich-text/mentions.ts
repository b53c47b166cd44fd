import type { MemberMention } from '@myeolgong/contract/posts';
import type { Segment } from './segments';

/**
 * `@nickname` in plain text (as the server reads it for MENTION notifications, migration 0013):
 * `@` at the start or after a character that cannot be part of a nickname, then 2–10 of the
 * nickname characters of SPEC.md §5.
 */
// NICKNAME_MIN and NICKNAME_MAX of contract/users, written out: that module carries zod, which
// the post page's chunk must not (its eval probe trips the CSP).
const MENTION = /(^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,10})(?![가-힣a-zA-Z0-9_])/g;

// A run of nickname characters after `@`, however long: Korean runs on after the name (@홍길동님).
const MENTION_RUN = /(^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,})/g;

/**
 * Splits text into plain pieces and `@nickname` mentions, in order; the pieces join to the text.
 *
 * With the mentions the server recorded for the text (`Post.mentions`, `Comment.mentions`:
 * migration 0017 reads them as the notifications do), a mention is the longest start of the run
 * that is a recorded nickname, and it carries that member's id, so it still leads to them after
 * a nickname change; other `@words` stay plain text. Without them (text not yet saved), every
 * well-formed `@nickname` is a mention by nickname.
 */
export function mentionSegments(
  text: string,
  recorded?: readonly MemberMention[] | null,
): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const push = (start: number, nickname: string, userId?: number) => {
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({
      kind: 'mention',
      text: `@${nickname}`,
      nickname,
      ...(userId === undefined ? {} : { userId }),
    });
    last = start + 1 + nickname.length;
  };
  if (recorded) {
    const ids = new Map(recorded.map((m) => [m.nickname.toLowerCase(), m.userId]));
    if (ids.size === 0) return text ? [{ kind: 'text', text }] : [];
    for (const match of text.matchAll(MENTION_RUN)) {
      const start = match.index + match[1]!.length;
      const run = match[2]!;
      for (let length = Math.min(run.length, 10); length >= 2; length--) {
        const userId = ids.get(run.slice(0, length).toLowerCase());
        if (userId !== undefined) {
          push(start, run.slice(0, length), userId);
          break;
        }
      }
    }
  } else {
    for (const match of text.matchAll(MENTION)) push(match.index + match[1]!.length, match[2]!);
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * The profile page of a mentioned member: by id when the server recorded whom the mention named,
 * else by nickname (/profile/{nickname} resolves nicknames).
 */
export const mentionHref = (segment: { nickname: string; userId?: number | undefined }) =>
  `/profile/${segment.userId ?? encodeURIComponent(segment.nickname)}`;

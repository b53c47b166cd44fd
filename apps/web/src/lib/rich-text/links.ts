import type { Segment } from './segments';

/** http(s) addresses in plain text; the end is trimmed of punctuation that closes a sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}>'"…。、]+$/;

/** Longer links are shown shortened (the whole address stays in href and title). */
const LINK_DISPLAY_MAX = 48;

/** The address as shown: without the scheme, cut in the middle past LINK_DISPLAY_MAX. */
export function shortenUrl(href: string, max = LINK_DISPLAY_MAX): string {
  const shown = href.replace(/^https?:\/\//i, '');
  if (shown.length <= max) return shown;
  const tail = 12;
  return `${shown.slice(0, max - tail - 1)}…${shown.slice(-tail)}`;
}

function validHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/** Cuts `text` into text and http(s) link segments, in order; nothing else is recognised. */
export function linkSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let raw = match[0];
    // Keep a closing parenthesis that belongs to the address, e.g. wiki/Foo_(bar).
    const trimmed = raw.replace(TRAILING, '');
    raw =
      raw.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) > (trimmed.match(/\)/g)?.length ?? 0)
        ? `${trimmed})`
        : trimmed;
    const href = validHref(raw);
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: shortenUrl(href), href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

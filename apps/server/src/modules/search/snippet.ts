import { SNIPPET_MAX } from '@myeolgong/contract/search';
import sanitizeHtml from 'sanitize-html';

/** Post content as one line of plain text (content may be the limited HTML of CONTRACT.md). */
function plainText(content: string): string {
  const text = /<[a-z!/]/i.test(content)
    ? sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} })
    : content;
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const ELLIPSIS = '…';
/** Characters of context kept before the first match. */
const LEAD = 40;

/**
 * Up to SNIPPET_MAX characters (code points, ellipses included) of the content's plain text
 * around the first place one of `terms` occurs, or its start when none does.
 */
export function snippetOf(content: string, terms: readonly string[]): string {
  const chars = [...plainText(content)];
  if (chars.length <= SNIPPET_MAX) return chars.join('');
  const lower = chars.map((c) => c.toLowerCase());
  const text = lower.join('');
  let first = -1;
  for (const term of terms) {
    const at = text.indexOf(term);
    if (at >= 0) {
      const index = [...text.slice(0, at)].length;
      if (first < 0 || index < first) first = index;
    }
  }
  let start = first > LEAD ? first - LEAD : 0;
  const room = () => SNIPPET_MAX - (start > 0 ? 1 : 0);
  if (start + room() >= chars.length) start = Math.max(0, chars.length - (SNIPPET_MAX - 1));
  const prefix = start > 0 ? ELLIPSIS : '';
  const rest = chars.length - start;
  const take = rest <= room() ? rest : room() - 1;
  const suffix = start + take < chars.length ? ELLIPSIS : '';
  return prefix + chars.slice(start, start + take).join('') + suffix;
}

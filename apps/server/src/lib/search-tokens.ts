const WORD = /[\p{L}\p{N}]+/gu;

/** The text search runs over, as the SQL side builds it: lower(title || ' ' || content). */
export function searchText(title: string, content: string): string {
  return `${title} ${content}`.toLowerCase();
}

/**
 * The index tokens of a text: each character and each pair of neighbouring characters inside a
 * word (letters and digits of any script). Korean needs both: one- and two-syllable words are
 * common (글, 삼성) and particles are glued to words (서울은), so word-level tokens would miss them.
 */
export function documentTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const chars = [...match[0]];
    for (let i = 0; i < chars.length; i++) {
      tokens.add(chars[i]!);
      if (i + 1 < chars.length) tokens.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...tokens];
}

/**
 * The tokens every matching document must contain: the pairs of each word of the query, or the
 * character itself for a one-character word. Empty when the query has no letters or digits.
 */
export function queryTokens(query: string): string[] {
  const tokens = new Set<string>();
  for (const match of query.toLowerCase().matchAll(WORD)) {
    const chars = [...match[0]];
    if (chars.length === 1) tokens.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
  }
  return [...tokens];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The text search runs over, as the SQL side builds it: lower(title || ' ' || content). */
export function searchText(title: string, content: string): string {
  return `${title} ${content}`.toLowerCase();
}

/**
 * Held by every post whose tokens include the three-letter ones (migration 0020): never a query
 * token (queries only hold letters and digits), so searches never ask for it; the posts without
 * it are the ones the search backfill still has to rewrite (docs/decisions/032-search-triples.md).
 */
export const TRIPLES_MARK = '#3';

/** Which tokens: posts hold the three-letter ones too (`triples`), comments do not. */
interface TokenOptions {
  triples?: boolean;
}

/**
 * The index tokens of a text: each character and each pair of neighbouring characters inside a
 * word (letters and digits of any script), and with `triples` each run of three and
 * TRIPLES_MARK. Korean needs the short ones: one- and two-syllable words are common (글, 삼성)
 * and particles are glued to words (서울은), so word-level tokens would miss them; the triples
 * make a three-syllable word (수출은, 반도체) one token held by exactly the posts that contain it.
 */
export function documentTokens(text: string, options: TokenOptions = {}): string[] {
  const tokens = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const chars = [...match[0]];
    for (let i = 0; i < chars.length; i++) {
      tokens.add(chars[i]!);
      if (i + 1 < chars.length) tokens.add(chars[i]! + chars[i + 1]!);
      if (options.triples && i + 2 < chars.length)
        tokens.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
    }
  }
  if (options.triples) tokens.add(TRIPLES_MARK);
  return [...tokens];
}

/** A post's tokens (title and content): with the triples. */
export const postTokens = (title: string, content: string) =>
  documentTokens(searchText(title, content), { triples: true });

/**
 * The tokens every matching document must contain: for each word of the query the character of a
 * one-character word, the pair of a two-character one, and the pairs of longer words, or with
 * `triples` their runs of three (which imply the pairs). Empty when the query has no letters or
 * digits.
 */
export function queryTokens(query: string, options: TokenOptions = {}): string[] {
  const tokens = new Set<string>();
  for (const match of query.toLowerCase().matchAll(WORD)) {
    const chars = [...match[0]];
    if (chars.length === 1) tokens.add(chars[0]!);
    else if (chars.length === 2 || !options.triples) {
      for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
    } else {
      for (let i = 0; i + 2 < chars.length; i++)
        tokens.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
    }
  }
  return [...tokens];
}

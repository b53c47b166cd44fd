/**
 * How the site measures short texts (titles): in graphemes, what a reader sees as one character
 * (한, é, 👍🏽, 👨‍👩‍👧 each count 1), the same in the browser and on the server. No zod here: the
 * web's form imports it.
 */

// Made at first use: building a Segmenter loads the locale's break rules, which the pages that
// import this module (the post form among them) do not need before someone types.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter('ko', { granularity: 'grapheme' }));

/** The number of characters a reader sees. */
export function graphemeLength(text: string): number {
  let n = 0;
  for (const _ of graphemes().segment(text)) n += 1;
  return n;
}

/** The first `max` characters a reader sees (never half an emoji or a syllable). */
export function cutToGraphemes(text: string, max: number): string {
  let n = 0;
  let end = 0;
  for (const { index, segment } of graphemes().segment(text)) {
    if (n === max) break;
    n += 1;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * Nothing a reader can see: spaces, zero-width and other format characters (U+200B…, U+FEFF,
 * U+2060), Hangul fillers (U+3164, U+115F, U+1160, U+FFA0), the blank Braille pattern, and
 * combining marks with nothing to sit on.
 */
const INVISIBLE = /^[\s\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

export function isInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}

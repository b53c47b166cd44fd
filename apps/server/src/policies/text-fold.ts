import { disassemble } from 'es-hangul';

/**
 * One text normaliser for every content rule that must see through disguises (solicitation,
 * nicknames that pose as staff): a text and the words it is tested against are folded the same way
 * and compared as plain substrings.
 *
 * foldText:
 * - Hangul is taken apart into its compatibility jamo (es-hangul's disassemble: 관 → ㄱㅗㅏㄴ), so
 *   a word typed jamo by jamo (ㄹㅣ딩방), in NFD or with half-width jamo reads as the composed one;
 *   the vowels and tense consonants recruiters swap in (쟈 for 자, 빵 for 방) fold to the plain ones.
 * - Other characters go through NFKC (full-width ａ, ①, 𝐀, ⓐ become a, 1, A, a) and lose their
 *   accents; Cyrillic and Greek look-alikes become the Latin letter they imitate; letters are
 *   lower-cased; digits and signs that stand for letters fold to them (0 → o, 1 and l and | → i,
 *   3 → e, 4 and @ → a, 5 and $ → s, 7 → t, 8 → b), and ㅣ folds with i.
 * - Everything that is neither a letter nor a digit goes (spaces, punctuation, emoji, zero-width and
 *   filler characters).
 *
 * foldDigits keeps numbers instead, for telephone numbers: look-alike digits (O, l, |, ㅇ) and
 * Sino-Korean numerals (공, 영, 일, 이, 삼, …) become digits, full-width and circled ones plain digits;
 * separators are kept so that callers can tell a number's groups apart.
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of spell(text)) out += foldLetter(ch);
  return out;
}

/** A matcher for a list of words (folded once): the first word the text contains, or null. */
export function createTermMatcher(terms: readonly string[]): (text: string) => string | null {
  const folded = terms.map((term) => ({ term, key: foldText(term) })).filter((t) => t.key !== '');
  return (text) => {
    const haystack = foldText(text);
    return folded.find((t) => haystack.includes(t.key))?.term ?? null;
  };
}

/**
 * Only look-alike letters folded (NFKC, lower case, Cyrillic and Greek as Latin), Hangul kept as
 * written and every other character kept: for addresses, where the dots matter (t.me, band.us).
 */
export function foldLookalikes(text: string): string {
  let out = '';
  for (const raw of text.normalize('NFC')) {
    if (isHangul(raw)) {
      out += raw;
      continue;
    }
    for (const ch of raw.normalize('NFKC').toLowerCase()) {
      const latin = latinFolds[ch];
      out += latin !== undefined && /\p{L}/u.test(ch) && !/[a-z]/.test(ch) ? latin : ch;
    }
  }
  return out;
}

const sinoDigits: Record<string, string> = {
  공: '0',
  영: '0',
  빵: '0',
  일: '1',
  이: '2',
  삼: '3',
  사: '4',
  오: '5',
  육: '6',
  륙: '6',
  칠: '7',
  팔: '8',
  구: '9',
};
const digitLookalikes: Record<string, string> = {
  o: '0',
  ㅇ: '0',
  ο: '0',
  о: '0',
  l: '1',
  i: '1',
  '|': '1',
  ı: '1',
  ㅣ: '1',
  z: '2',
};

export function foldDigits(text: string): string {
  let out = '';
  for (const raw of text.normalize('NFC')) {
    const sino = sinoDigits[raw];
    if (sino) {
      out += sino;
      continue;
    }
    const ch = isHangul(raw) ? raw : raw.normalize('NFKC').toLowerCase();
    out += digitLookalikes[ch] ?? ch;
  }
  return out;
}

/** Composed Hangul (NFC), every other character in its compatibility form, Hangul as jamo. */
function* spell(text: string): Generator<string> {
  for (const raw of text.normalize('NFC')) {
    if (isHangulSyllable(raw) || isCompatibilityJamo(raw)) {
      yield* disassemble(raw);
      continue;
    }
    for (const ch of raw.normalize('NFKD')) {
      const jamo = conjoiningToCompatibility.get(ch);
      if (jamo !== undefined) yield* jamo;
      else yield ch;
    }
  }
}

const vowelFolds: Record<string, string> = {
  ㅑ: 'ㅏ',
  ㅕ: 'ㅓ',
  ㅛ: 'ㅗ',
  ㅠ: 'ㅜ',
  ㅒ: 'ㅔ',
  ㅖ: 'ㅔ',
  ㅐ: 'ㅔ',
  ㅣ: 'i',
  ㄲ: 'ㄱ',
  ㄸ: 'ㄷ',
  ㅃ: 'ㅂ',
  ㅆ: 'ㅅ',
  ㅉ: 'ㅈ',
};
const latinFolds: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ς: 's',
  // Latin letters without a decomposition
  ı: 'i',
  ł: 'i',
  ø: 'o',
  đ: 'd',
  ɡ: 'g',
  // digits and signs that stand for letters
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
};

function foldLetter(ch: string): string {
  const jamo = vowelFolds[ch];
  if (jamo !== undefined) return jamo;
  if (isCompatibilityJamo(ch)) return ch === 'ㅤ' ? '' : ch;
  const lower = ch.toLowerCase();
  const latin = latinFolds[lower];
  if (latin !== undefined) return latin;
  return /^[\p{L}\p{N}]$/u.test(lower) ? lower : '';
}

const isHangulSyllable = (ch: string) => ch >= '\uAC00' && ch <= '\uD7A3';
const isCompatibilityJamo = (ch: string) => ch >= '\u3131' && ch <= '\u318E';
const isHangul = (ch: string) =>
  isHangulSyllable(ch) || isCompatibilityJamo(ch) || (ch >= '\u1100' && ch <= '\u11FF');

/** Conjoining jamo (from NFKD of half-width jamo, or a stray leading consonant) → compatibility. */
const conjoiningToCompatibility = (() => {
  const map = new Map<string, string>();
  for (let i = 0; i < 19; i++) {
    map.set(
      String.fromCharCode(0x1100 + i),
      disassemble(String.fromCharCode(0xac00 + i * 588))[0]!,
    );
  }
  for (let j = 0; j < 21; j++) {
    map.set(
      String.fromCharCode(0x1161 + j),
      disassemble(String.fromCharCode(0xac00 + j * 28)).slice(1),
    );
  }
  for (let k = 0; k < 27; k++) {
    map.set(
      String.fromCharCode(0x11a8 + k),
      disassemble(String.fromCharCode(0xac00 + k + 1)).slice(2),
    );
  }
  map.set('\u115f', '');
  map.set('\u1160', '');
  return map;
})();

/**
 * The search query language of CONTRACT.md 'Search', shared by the server (matching) and the web
 * app (highlighting): words separated by spaces must all occur, each as a substring; a part in
 * double quotes must occur as written; a word or quoted part with a leading `-` must not occur.
 * Matching ignores case, so every term is lower-cased.
 */
export interface ParsedQuery {
  /** Words and phrases that must all occur, lower-cased, without duplicates. */
  required: string[];
  /** Words and phrases that must not occur, lower-cased. */
  excluded: string[];
}

/** At most this many terms of each kind are used; the rest of a longer query is ignored. */
const MAX_TERMS = 10;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a term can narrow a search: it holds at least one letter or digit. */
const isUsableTerm = (term: string) => LETTER_OR_DIGIT.test(term);

export function parseSearchQuery(input: string): ParsedQuery {
  const required: string[] = [];
  const excluded: string[] = [];
  const add = (raw: string, negative: boolean) => {
    const term = raw.trim().toLowerCase();
    if (!term || term === '-') return;
    const list = negative ? excluded : required;
    if (!list.includes(term) && list.length < MAX_TERMS) list.push(term);
  };
  const text = input.normalize('NFC');
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    let negative = false;
    let start = i;
    if (c === '-' && i + 1 < text.length && !/\s/.test(text[i + 1]!)) {
      negative = true;
      start = i + 1;
    }
    if (text[start] === '"') {
      const end = text.indexOf('"', start + 1);
      const stop = end === -1 ? text.length : end;
      add(text.slice(start + 1, stop), negative);
      i = stop + 1;
      continue;
    }
    let end = start;
    while (end < text.length && !/\s/.test(text[end]!) && text[end] !== '"') end++;
    const word = text.slice(start, end);
    // `-->` or `-%` exclude nothing that could be searched: the minus is part of the word.
    if (negative && !isUsableTerm(word)) add(text.slice(i, end), false);
    else add(word, negative);
    i = end;
  }
  return { required, excluded };
}

/** The required terms that can narrow a search; none means the query has no usable word. */
export function usableTerms(query: ParsedQuery): string[] {
  return query.required.filter(isUsableTerm);
}

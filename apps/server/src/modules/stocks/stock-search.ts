import { disassemble, getChoseong } from 'es-hangul';
import type { StockListing } from './stock-provider';

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

interface Entry {
  listing: StockListing;
  /** Position in the list: callers pass listings largest first, so ties favour larger companies. */
  order: number;
  name: string;
  jamo: string;
  choseong: string;
  english: string;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Search by Korean name (whole, partial, still being typed — 삼성저 finds 삼성전자 — or initial
 * consonants such as ㅅㅅㅈㅈ), English name or code. Exact matches first, then prefixes, then the
 * rest, each in the order the listings were given.
 */
export class StockSearch {
  private readonly entries: Entry[];

  constructor(listings: readonly StockListing[]) {
    this.entries = listings.map((listing, order) => {
      const name = normalize(listing.name);
      return {
        listing,
        order,
        name,
        jamo: disassemble(name),
        choseong: getChoseong(name),
        english: listing.englishName ? normalize(listing.englishName) : '',
      };
    });
  }

  search(query: string, limit: number): StockListing[] {
    const q = normalize(query);
    if (q === '') return [];
    const upper = q.toUpperCase();
    const choseongOnly = CHOSEONG_ONLY.test(q);
    const jamo = disassemble(q);
    const scored: { entry: Entry; score: number }[] = [];
    for (const entry of this.entries) {
      const score = choseongOnly
        ? rank(entry.choseong, q)
        : Math.min(
            entry.listing.code === upper ? 0 : entry.listing.code.startsWith(upper) ? 1 : 9,
            rank(entry.name, q),
            rank(entry.jamo, jamo) + 0.5,
            entry.english ? rank(entry.english, q) : 9,
          );
      if (score < 9) scored.push({ entry, score });
    }
    scored.sort((a, b) => a.score - b.score || a.entry.order - b.entry.order);
    return scored.slice(0, limit).map((s) => s.entry.listing);
  }
}

/** 0 exact, 1 prefix, 2 contained, 9 no match. */
function rank(text: string, query: string): number {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  if (text.includes(query)) return 2;
  return 9;
}

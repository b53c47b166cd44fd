import { stripParticle } from '../tools/korean-text';
import table from './sectors.json';

/** A listed stock of a theme, with its listed shares (for the market value). */
interface ThemeStock {
  code: string;
  name: string;
  sector: string;
  shares: number;
}

export interface SectorTheme {
  name: string;
  /** Words that name the theme in a question. */
  keywords: string[];
  /** The KIND industries the theme is built from. */
  sectors: string[];
  /** Largest market value first (apps/server/scripts/build-sector-table.mjs). */
  stocks: ThemeStock[];
}

export const sectorThemes: SectorTheme[] = table.themes;

/** Words glued to a theme that still mean the theme (반도체주, 조선업종, 2차전지관련주). */
const THEME_SUFFIXES = ['관련주', '업종', '섹터', '테마', '산업', '종목', '기업', '주'];
/** Words next to a theme word that make a question about the sector. */
const SECTOR_WORDS = new Set([
  '업종',
  '섹터',
  '관련주',
  '테마',
  '산업',
  '종목들',
  '기업들',
  '주식들',
]);

const norm = (word: string) => word.normalize('NFC').toLowerCase();

const byKeyword = new Map<string, SectorTheme>();
for (const theme of sectorThemes) {
  for (const keyword of [theme.name, ...theme.keywords]) byKeyword.set(norm(keyword), theme);
}

/**
 * The theme a question asks about ('반도체 업종 어때?', '2차전지 관련주 비교', '방산주 전망'), or
 * null. A company whose name contains a theme word (한미반도체) is not the theme: only a whole
 * word, or one with a sector suffix, counts.
 */
export function findTheme(question: string): SectorTheme | null {
  const words = question.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const raw of words) {
    const word = norm(stripParticle(raw));
    const direct = byKeyword.get(word) ?? byKeyword.get(norm(raw));
    if (direct) return direct;
    for (const suffix of THEME_SUFFIXES) {
      if (word.endsWith(suffix) && word.length > suffix.length) {
        const theme = byKeyword.get(word.slice(0, -suffix.length));
        if (theme) return theme;
      }
    }
  }
  // '반도체 쪽 업종' style: a theme word anywhere with a sector word beside it.
  if (words.some((w) => SECTOR_WORDS.has(norm(stripParticle(w))))) {
    for (const [keyword, theme] of byKeyword) {
      if (keyword.length >= 2 && norm(question).includes(keyword)) return theme;
    }
  }
  return null;
}

/** The theme named `name` (the LLM's tool argument): its name or a keyword. */
export function themeByName(name: string): SectorTheme | null {
  return findTheme(name) ?? byKeyword.get(norm(name.trim())) ?? null;
}

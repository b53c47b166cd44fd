import { getChoseong } from 'es-hangul';
import { keywords, nameSimilarity, stripParticle } from '../tools/korean-text';

/** What the resolver needs of each entry of the knowledge base. */
export interface PersonKey {
  id: number;
  name: string;
  aliases: string[];
  romanized: string | null;
  hanja: string | null;
  descriptor: string;
  roles: string[];
  category: string | null;
}

export type Resolution =
  | { kind: 'found'; id: number; term: string }
  | { kind: 'ambiguous'; ids: number[]; term: string }
  | { kind: 'none'; term: string; suggestions: PersonKey[] };

/** Titles and role words that follow or precede a name in a question (이순신 장군, 故 정주영). */
const TITLES = [
  '장군',
  '감독',
  '선수',
  '대통령',
  '회장',
  '명예회장',
  '부회장',
  '사장',
  '대표',
  '의장',
  '작가',
  '시인',
  '소설가',
  '배우',
  '가수',
  '대왕',
  '국왕',
  '왕',
  '교수',
  '박사',
  '선생',
  '선생님',
  '의원',
  '장관',
  '총리',
  '시장',
  '지사',
  '님',
  '씨',
  '故',
  '고',
];

/** Words of a question about a person that are not a name. */
const QUESTION_WORDS = new Set([
  '누구',
  '누구야',
  '누구에요',
  '누구예요',
  '누구인가요',
  '누군가요',
  '누군데',
  '누군지',
  '어떤',
  '사람',
  '사람이야',
  '인물',
  '대해',
  '대해서',
  '관해',
  '관해서',
  '알려줘',
  '알려주세요',
  '알려',
  '줘',
  '궁금해',
  '궁금해요',
  '설명해줘',
  '설명',
  '소개해줘',
  '소개',
  '뭐',
  '뭐야',
  '뭐해',
  '했어',
  '했나요',
  '정보',
  '프로필',
  '생일',
  '나이',
  '대표작',
  '작품',
  '업적',
  '기록',
  '학력',
  '소속',
  '수상',
  '경력',
  '언제',
  '어디',
  '태어났어',
  '태어났나요',
  '출생',
  '사망',
  ...TITLES,
]);

const HANGUL = /[가-힣]/;
const squash = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-·.'’,()]/g, '');

interface IndexedKey {
  key: string;
  ids: number[];
}

/**
 * Finds the person a free Korean question is about: a name, alias, romanised name or hanja
 * anywhere in it ('손흥민은 어떤 선수야?', '페이커가 누구야', 'Son Heung-min'), the one of several
 * namesakes the rest of the question points to ('김민재 축구 선수'), or, when no entry is named,
 * the closest names (one-syllable typos, 초성 like ㅅㅎㅁ).
 */
export function createPersonResolver(people: PersonKey[]) {
  const byKey = new Map<string, number[]>();
  const add = (raw: string | null | undefined, id: number, primary = false) => {
    if (!raw) return;
    const key = squash(raw);
    // One letter would match inside too many words; a one-syllable name (진, 뷔) counts only as
    // a person's own name, and only as a whole word (checked in resolve).
    if ([...key].length < 2 && !(primary && HANGUL.test(key))) return;
    const ids = byKey.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byKey.set(key, ids);
  };
  for (const p of people) {
    add(p.name, p.id, true);
    for (const alias of p.aliases) add(alias, p.id);
    add(p.romanized, p.id);
    add(p.hanja, p.id);
  }
  // Longest keys first: 세종대왕 before 세종.
  const keys: IndexedKey[] = [...byKey.entries()]
    .map(([key, ids]) => ({ key, ids }))
    .sort((a, b) => [...b.key].length - [...a.key].length);
  const byId = new Map(people.map((p) => [p.id, p]));

  /** The rest of the question picks one of several namesakes, by their descriptor and roles. */
  function pick(ids: number[], question: string, term: string): Resolution {
    if (ids.length === 1) return { kind: 'found', id: ids[0]!, term };
    const rest =
      squash(question) === term ? '' : question.normalize('NFC').toLowerCase().replace(term, ' ');
    const words = (rest.match(/[\p{L}\p{N}]+/gu) ?? [])
      .map((w) => stripParticle(w))
      .filter((w) => [...w].length >= 2 && !['누구', '누구야', '알려줘', '대해'].includes(w));
    const scored = ids.map((id) => {
      const p = byId.get(id)!;
      const about = `${p.descriptor} ${p.roles.join(' ')}`;
      const score = words.filter((w) => about.includes(w)).length;
      return { id, score };
    });
    scored.sort((a, b) => b.score - a.score);
    if (scored[0]!.score > 0 && scored[0]!.score > (scored[1]?.score ?? 0))
      return { kind: 'found', id: scored[0]!.id, term };
    return { kind: 'ambiguous', ids, term };
  }

  /** Where `key` occurs in `text` at the start of a word (after a space, a mark or a title). */
  function occursAsWord(text: string, key: string): boolean {
    let from = 0;
    for (;;) {
      const at = text.indexOf(key, from);
      if (at < 0) return false;
      const before = text.slice(0, at);
      if (at === 0 || !/[\p{L}\p{N}]$/u.test(before) || TITLES.some((t) => before.endsWith(t)))
        return true;
      from = at + 1;
    }
  }

  /** The probable name in a question that names no entry: its first subject word. */
  function termOf(question: string): string {
    const words = (question.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [])
      .map((w) => {
        let word = stripParticle(w);
        for (const title of TITLES) {
          if (word.length > title.length + 1 && word.endsWith(title)) {
            word = word.slice(0, -title.length);
            break;
          }
        }
        return stripParticle(word);
      })
      .filter((w) => !QUESTION_WORDS.has(w) && ([...w].length >= 2 || /^[ㄱ-ㅎ]+$/.test(w)));
    return words[0] ?? keywords(question, 1)[0] ?? question.trim();
  }

  /** Up to `max` entries whose name is close to `term`: 초성, one syllable off, or alike by jamo. */
  function suggest(term: string, max = 5): PersonKey[] {
    const q = squash(term);
    if (!q) return [];
    const scored: { p: PersonKey; score: number }[] = [];
    for (const p of people) {
      let best = 0;
      for (const name of [p.name, ...p.aliases]) {
        const n = squash(name);
        if (/^[ㄱ-ㅎ]+$/.test(q)) {
          const initials = getChoseong(n);
          if (initials === q) best = Math.max(best, 1);
          else if (q.length >= 2 && initials.startsWith(q)) best = Math.max(best, 0.7);
          continue;
        }
        const a = [...q];
        const b = [...n];
        if (a.length === b.length && a.length >= 2) {
          const off = a.filter((c, i) => c !== b[i]).length;
          if (off === 1) best = Math.max(best, 0.9);
        }
        best = Math.max(best, nameSimilarity(q, n) >= 0.75 ? nameSimilarity(q, n) * 0.95 : 0);
      }
      if (p.romanized) {
        const r = squash(p.romanized);
        if (!HANGUL.test(q) && nameSimilarity(q, r) >= 0.8) best = Math.max(best, 0.85);
      }
      if (best > 0) scored.push({ p, score: best });
    }
    scored.sort((x, y) => y.score - x.score || x.p.name.localeCompare(y.p.name, 'ko'));
    const seen = new Set<string>();
    const out: PersonKey[] = [];
    for (const { p } of scored) {
      if (seen.has(p.name)) continue;
      seen.add(p.name);
      out.push(p);
      if (out.length === max) break;
    }
    return out;
  }

  return {
    resolve(question: string): Resolution {
      const text = squash(question);
      // The spaced form keeps word starts for the boundary check; Latin names are squashed.
      const spaced = question.normalize('NFC').toLowerCase();
      for (const { key, ids } of keys) {
        if (!text.includes(key)) continue;
        const inWords =
          [...key].length === 1
            ? syllableWord(spaced, key)
            : HANGUL.test(key)
              ? occursAsWord(spaced.replace(/\s+/g, ' '), key) || occursAsWord(text, key)
              : // A short Latin name (RM, IU) only as a whole word.
                [...key].length >= 4 || latinWord(spaced, key);
        if (!inWords) continue;
        return pick(ids, question, key);
      }
      const term = termOf(question);
      return { kind: 'none', term, suggestions: suggest(term) };
    },
    suggest,
    termOf,
  };
}

const ONE_SYLLABLE_ENDINGS = new Set([
  '',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '에게',
  '이야',
  '야',
  '님',
  '씨',
  '도',
  '랑',
  '와',
  '과',
]);

/** Whether a one-syllable name is a word of `text` on its own or with a particle (진은, 뷔에). */
function syllableWord(text: string, key: string): boolean {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).some(
    (word) => word.startsWith(key) && ONE_SYLLABLE_ENDINGS.has(word.slice(key.length)),
  );
}

/** Whether `key` is a whole Latin word of `text` (lower case). */
function latinWord(text: string, key: string): boolean {
  return (text.match(/[a-z0-9]+/g) ?? []).some((word) => word === key);
}

export type PersonResolver = ReturnType<typeof createPersonResolver>;

/** A name with what tells namesakes apart: '김민재 (축구 선수, 1996년생)'. */
export function choiceLabel(p: Pick<PersonKey, 'name' | 'descriptor' | 'roles'>): string {
  const about = p.descriptor || p.roles.join(', ');
  return about ? `${p.name} (${about})` : p.name;
}

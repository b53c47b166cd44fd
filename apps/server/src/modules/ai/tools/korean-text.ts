import { disassemble, getChoseong } from 'es-hangul';

const WORD = /[\p{L}\p{N}&]+/gu;

/** Endings glued to nouns (particles, copulas, honorifics), longest first. */
const PARTICLES = [
  '이라는',
  '에서는',
  '으로는',
  '에게는',
  '이랑',
  '에서',
  '에게',
  '으로',
  '이나',
  '이야',
  '이요',
  '한테',
  '께서',
  '라는',
  '까지',
  '부터',
  '처럼',
  '보다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '도',
  '로',
  '랑',
  '야',
  '요',
  '씨',
  '님',
];

/** Words of a question that carry no subject of their own. */
const STOPWORDS = new Set([
  '어때',
  '어떄',
  '어떤가요',
  '어떤가',
  '어떨까',
  '어떨까요',
  '어떻게',
  '어떤',
  '알려줘',
  '알려주세요',
  '알려',
  '줘',
  '주세요',
  '해줘',
  '해주세요',
  '분석',
  '분석해줘',
  '전망',
  '주가',
  '주식',
  '종목',
  '지금',
  '요즘',
  '오늘',
  '현재',
  '뭐야',
  '뭔가요',
  '무엇',
  '누구',
  '누구야',
  '누구인가요',
  '누군가요',
  '대해',
  '대해서',
  '관련',
  '정보',
  '사도',
  '살까',
  '팔까',
  '될까',
  '괜찮을까',
  '좋을까',
  '있나요',
  '있어',
  '좀',
  '그리고',
  '및',
  '사람',
  '인물',
]);

/** A word without the particle glued to its end ('삼성전자는' → '삼성전자'); short words stay whole. */
export function stripParticle(word: string): string {
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && [...word].length - [...particle].length >= 2) {
      return word.slice(0, -particle.length);
    }
  }
  return word;
}

/** The subject words of a question, in order, without particles, stopwords or repeats. */
export function keywords(text: string, max = 5): string[] {
  const found: string[] = [];
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    const word = stripParticle(match[0]);
    if ([...word].length < 2 && !/^\d+$/.test(word)) continue;
    if (STOPWORDS.has(word) || STOPWORDS.has(match[0])) continue;
    if (!found.includes(word)) found.push(word);
    if (found.length === max) break;
  }
  return found;
}

function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[y.length]!;
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/**
 * How alike two names are, 0–1, compared letter by letter after splitting Hangul syllables into
 * their jamo, so a one-letter typo (삼성젼자) still scores high; initial consonants (ㅅㅅㅈㅈ) match.
 */
export function nameSimilarity(query: string, name: string): number {
  const q = normalise(query);
  const n = normalise(name);
  if (!q || !n) return 0;
  if (q === n) return 1;
  if (/^[ㄱ-ㅎ]+$/.test(q)) return getChoseong(n).startsWith(q) ? 0.8 : 0;
  const a = disassemble(q);
  const b = disassemble(n);
  const score = 1 - levenshtein(a, b) / Math.max(a.length, b.length);
  // A name that contains the query whole (삼성 in 삼성전자) is a strong partial match.
  return n.includes(q) ? Math.max(score, 0.75) : score;
}

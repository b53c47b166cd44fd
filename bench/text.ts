import type { Rng } from './random';
import {
  BOARD_VOCABULARY,
  COMMON_COMMENTS,
  COMMON_SENTENCES,
  COMMON_SLOTS,
  LINK_TEMPLATES,
  NICK_LATIN,
  NICK_PREFIXES,
  NICK_SUFFIXES,
  type BoardName,
  type Words,
} from './vocab';

/** Korean particles by whether the word before ends in a consonant: [after consonant, after vowel]. */
const PARTICLES: Readonly<Record<string, readonly [string, string]>> = {
  은: ['은', '는'],
  는: ['은', '는'],
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  과: ['과', '와'],
  와: ['과', '와'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
  이나: ['이나', '나'],
  이랑: ['이랑', '랑'],
  랑: ['이랑', '랑'],
  이면: ['이면', '면'],
  이에요: ['이에요', '예요'],
  에: ['에', '에'],
  에서: ['에서', '에서'],
};

// How a final digit or capital letter is read: does the reading end in a consonant (and is it ㄹ)?
const DIGIT_FINAL = ['ㅇ', 'ㄹ', '', 'ㅁ', '', '', 'ㄱ', 'ㄹ', 'ㄹ', ''];
const LETTER_FINAL: Readonly<Record<string, string>> = { L: 'ㄹ', M: 'ㅁ', N: 'ㄴ', R: 'ㄹ' };
const NO_FINAL_WORDS = new Set([
  'NAVER',
  'KOSPI',
  'KOSDAQ',
  'HLB',
  'S-Oil',
  'VIX',
  'SPY',
  'TLT',
  'JEPI',
]);

/** The final consonant of how a word is read: '' for none, 'ㄹ' for ㄹ, anything else otherwise. */
function finalConsonant(word: string): string {
  const trimmed = word.replace(/[^\p{L}\p{N}]+$/u, '');
  if (NO_FINAL_WORDS.has(trimmed)) return '';
  const last = trimmed.at(-1);
  if (last === undefined) return '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? '' : jong === 8 ? 'ㄹ' : 'x';
  }
  if (last >= '0' && last <= '9') return DIGIT_FINAL[Number(last)]!;
  if (last >= 'A' && last <= 'Z') return LETTER_FINAL[last] ?? '';
  if (last === 'n' || last === 'm') return 'x';
  if (last === 'l') return 'ㄹ';
  return '';
}

/** The word followed by the right form of a particle (은/는, 이/가, 으로/로, …). */
export function withParticle(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (!forms) return word + particle;
  const final = finalConsonant(word);
  if (forms[0] === '으로') return word + (final === '' || final === 'ㄹ' ? '로' : '으로');
  return word + (final === '' ? forms[1] : forms[0]);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const withCommas = (n: number) => n.toLocaleString('en-US');

/** Number slots: ages, prices, percentages and dates written the way Korean posts write them. */
function numberSlot(rng: Rng, name: string): string | undefined {
  switch (name) {
    case 'n1':
      return String(rng.range(2, 9));
    case 'n2':
      return String(rng.range(10, 99));
    case 'num':
      return String(rng.range(1, 30) * 100);
    case 'pct': {
      const v = rng.next() < 0.6 ? rng.range(1, 99) / 10 : rng.range(10, 80);
      return `${v}%`;
    }
    case 'price':
      return withCommas(rng.range(1, 2000) * (rng.next() < 0.7 ? 100 : 50));
    case 'won': {
      const r = rng.next();
      if (r < 0.3) return `${withCommas(rng.range(1, 999) * 10)}만 원`;
      if (r < 0.8) return `${withCommas(rng.range(1, 9999))}억 원`;
      return `${rng.range(1, 60)}조 원`;
    }
    case 'year':
      return String(rng.range(2015, 2026));
    case 'date':
      return `${rng.range(1, 12)}월 ${rng.range(1, 28)}일`;
    case 'hour':
      return `${rng.range(1, 12)}시`;
    default:
      return undefined;
  }
}

const SLOT = /\{(\w+)(?:\|([^}]+))?\}/g;

/**
 * Fills a template: each `{slot}` with a word of the board's or the shared slots, or a number,
 * each `{slot|은}` with the word and the particle it takes.
 */
export function fill(rng: Rng, board: BoardName, template: string): string {
  const slots = BOARD_VOCABULARY[board].slots;
  return template.replace(SLOT, (_match, name: string, particle: string | undefined) => {
    const words = slots[name] ?? COMMON_SLOTS[name];
    let word: string;
    if (words) word = rng.pick(words);
    else {
      const n = numberSlot(rng, name);
      if (n === undefined) throw new Error(`unknown slot {${name}} in "${template}"`);
      word = n;
    }
    return particle ? withParticle(word, particle) : word;
  });
}

const TITLE_TAGS = ['[질문]', '[정보]', '[잡담]', '[후기]', '[공유]', '[속보]', '[펌]'];

export function makeTitle(rng: Rng, board: BoardName): string {
  const vocab = BOARD_VOCABULARY[board];
  let title = fill(rng, board, rng.pick(vocab.titles));
  const r = rng.next();
  if (r < 0.06 && !title.startsWith('[')) title = `${rng.pick(TITLE_TAGS)} ${title}`;
  else if (r < 0.12) title = `${title} ${rng.pick(COMMON_SLOTS.laugh!)}`;
  else if (r < 0.15) title = `${title} (feat. ${rng.pick(COMMON_SLOTS.en!)})`;
  else if (r < 0.17) title = `${title} (${rng.range(2, 5)}편)`;
  return title.slice(0, 300);
}

function sentence(rng: Rng, board: BoardName): string {
  const pool: Words = rng.next() < 0.78 ? BOARD_VOCABULARY[board].sentences : COMMON_SENTENCES;
  return fill(rng, board, rng.pick(pool));
}

/**
 * A post body of about `target` characters (never more than `max`, never under `min`): paragraphs
 * of two to five sentences, now and then an opening line, a closing line or an English aside.
 */
export function makeBody(rng: Rng, board: BoardName, target: number, min = 50, max = 1500): string {
  const paragraphs: string[] = [];
  let length = 0;
  let current: string[] = [];
  let inParagraph = rng.range(2, 5);
  const add = (text: string): boolean => {
    const extra = text.length + (current.length ? 1 : paragraphs.length ? 2 : 0);
    if (length + extra > max) return false;
    current.push(text);
    length += extra;
    return true;
  };
  if (rng.next() < 0.3) add(fill(rng, board, rng.pick(COMMON_SLOTS.opener!)));
  while (length < target) {
    if (!add(sentence(rng, board))) break;
    if (--inParagraph === 0) {
      paragraphs.push(current.join(' '));
      current = [];
      inParagraph = rng.range(2, 5);
    }
  }
  if (rng.next() < 0.35) add(fill(rng, board, rng.pick(COMMON_SLOTS.closer!)));
  if (current.length) paragraphs.push(current.join(' '));
  let body = paragraphs.join('\n\n');
  while (body.length < min) body += ` ${fill(rng, board, rng.pick(COMMON_SENTENCES))}`;
  return body.length > max ? body.slice(0, max) : body;
}

/** A comment: a short reaction, a board-specific remark, or a few sentences; replies may lead in. */
export function makeComment(rng: Rng, board: BoardName, isReply: boolean): string {
  const r = rng.next();
  let text: string;
  if (r < 0.45) text = fill(rng, board, rng.pick(COMMON_COMMENTS));
  else if (r < 0.85) text = fill(rng, board, rng.pick(BOARD_VOCABULARY[board].comments));
  else {
    const n = rng.range(1, 3);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(sentence(rng, board));
    text = parts.join(' ');
  }
  if (isReply && rng.next() < 0.5) text = `${rng.pick(COMMON_SLOTS.replyLead!)} ${text}`;
  return text;
}

/** Slots holding names (not phrases), for Wikipedia links. */
const WIKI_SLOTS: Readonly<Record<BoardName, readonly string[]>> = {
  myeolgong: ['mgEvent', 'mgWeapon', 'mgPlace'],
  stock: ['co', 'sector', 'idx'],
  free: ['food', 'place', 'hobby'],
};

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An https URL a LINK post of this board might carry. */
export function makeLink(rng: Rng, board: BoardName): string {
  const template = rng.pick(LINK_TEMPLATES[board]);
  return template.replace(/\{(id|n|yt|wiki)\}/g, (_m, kind: string) => {
    if (kind === 'id') return pad(rng.int(100_000_000), 8);
    if (kind === 'n') return pad(rng.range(1, 99), 2);
    if (kind === 'wiki') {
      const slots = BOARD_VOCABULARY[board].slots;
      const names = WIKI_SLOTS[board].flatMap((slot) => slots[slot] ?? []);
      return encodeURIComponent(rng.pick(names).replace(/ /g, '_'));
    }
    let id = '';
    for (let i = 0; i < 11; i++) id += BASE64URL[rng.int(64)];
    return id;
  });
}

/**
 * A nickname of 2–10 characters (한글, Latin letters, digits, underscore), never beginning with
 * 사용자 or 관리자 or user; unique case-insensitively among those `taken` so far.
 */
export function makeNickname(rng: Rng, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const r = rng.next();
    let nick: string;
    if (r < 0.7) nick = rng.pick(NICK_PREFIXES) + rng.pick(NICK_SUFFIXES);
    else if (r < 0.85) nick = rng.pick(NICK_PREFIXES) + rng.pick(NICK_SUFFIXES) + rng.range(1, 999);
    else {
      const sep = rng.next() < 0.3 ? '_' : '';
      nick =
        rng.pick(NICK_LATIN) +
        sep +
        rng.pick(NICK_LATIN) +
        (rng.next() < 0.6 ? rng.range(1, 99) : '');
    }
    if (attempt > 3) nick = nick.slice(0, 6) + rng.range(1000, 9999);
    if (nick.length > 10) continue;
    const key = nick.toLowerCase();
    if (key.length < 2 || taken.has(key) || /^(user|사용자|관리자)/.test(key)) continue;
    taken.add(key);
    return nick;
  }
}

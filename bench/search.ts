/**
 * The search section of `npm run bench` (issue #19): queries picked from the generated data by
 * frequency, each class timed one request at a time, the 20 most frequent words at 50
 * connections next to /healthz in the same run, and the first pages and totals compared with a
 * plain SQL scan of the same database.
 */
import autocannon from 'autocannon';
import type pg from 'pg';
import { parseSearchQuery } from '../packages/contract/src/search-query';
import { percentile } from './stats';

export interface SearchClass {
  name: string;
  queries: string[];
}

export interface ClassTiming {
  name: string;
  queries: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
  /** The class's example queries, for the reader. */
  examples: string[];
}

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
}

export interface RecallCheck {
  query: string;
  class: string;
  firstPageEqual: boolean;
  scanTotal: number;
  apiTotal: number;
  apiTotalExact: boolean;
  totalOk: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL = /^[\uac00-\ud7a3]+$/;

/**
 * Classes of query by frequency rank in a sample of titles (every 50th post: 20,000 of 1M):
 * frequent, median and rare title words, single syllables, frequent two-syllable parts of longer
 * words, two and three frequent words, quoted phrases of two words, and words found nowhere.
 */
export async function pickSearchClasses(pool: pg.Pool): Promise<SearchClass[]> {
  const { rows } = await pool.query<{ title: string }>(
    `SELECT title FROM posts WHERE deleted_at IS NULL AND id % 50 = 0`,
  );
  const words = new Map<string, number>();
  const parts = new Map<string, number>();
  const syllables = new Map<string, number>();
  const phrases = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const { title } of rows) {
    const seen = new Set<string>();
    const list = [...title.toLowerCase().matchAll(WORD)].map((m) => m[0]);
    for (const w of list) {
      if (seen.has(w)) continue;
      seen.add(w);
      bump(words, w);
      const chars = [...w];
      for (const c of new Set(chars)) if (HANGUL.test(c)) bump(syllables, c);
      if (chars.length >= 3) {
        for (let i = 0; i + 1 < chars.length; i++) {
          const pair = chars[i]! + chars[i + 1]!;
          if (HANGUL.test(pair)) bump(parts, pair);
        }
      }
    }
    for (let i = 0; i + 1 < list.length; i++) bump(phrases, `${list[i]} ${list[i + 1]}`);
  }
  const ranked = (map: Map<string, number>, keep: (k: string) => boolean = () => true) =>
    [...map.entries()]
      .filter(([k]) => keep(k))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([k]) => k);
  const hangulWords = ranked(words, (w) => HANGUL.test(w) && [...w].length >= 2);
  const frequent = hangulWords.slice(0, 20);
  const middle = Math.floor(hangulWords.length / 2);
  const median = hangulWords.slice(middle - 5, middle + 5);
  const rare = ranked(words, (w) => HANGUL.test(w) && words.get(w) === 1 && [...w].length >= 2)
    .filter((_, i) => i % 7 === 0)
    .slice(0, 10);
  const wordSet = new Set(frequent);
  const twoSyllableParts = ranked(parts, (p) => !wordSet.has(p)).slice(0, 10);
  const oneSyllable = ranked(syllables).slice(0, 10);
  const two: string[] = [];
  const three: string[] = [];
  for (let i = 0; i < 10; i++) {
    two.push(`${frequent[i]} ${frequent[(i + 1) % 10]}`);
    three.push(`${frequent[i]} ${frequent[(i + 3) % 10]} ${frequent[(i + 6) % 10]}`);
  }
  const quoted = ranked(phrases, (p) => p.split(' ').every((w) => HANGUL.test(w)))
    .slice(0, 10)
    .map((p) => `"${p}"`);
  const noHit = [
    '뷁꿿',
    '쀍뛟',
    '퉭쉛',
    '꿺뷃 쀍',
    '없는말뷁',
    '햏꿿',
    '쁣뛟',
    '뒑슠',
    '쉛퉭뷁',
    '꿿햏',
  ];
  return [
    { name: 'frequent words (top 20)', queries: frequent },
    { name: 'median words', queries: median },
    { name: 'rare words', queries: rare },
    { name: 'one syllable', queries: oneSyllable },
    { name: 'two-syllable parts', queries: twoSyllableParts },
    { name: 'two words', queries: two },
    { name: 'three words', queries: three },
    { name: 'quoted phrases', queries: quoted },
    { name: 'no hit', queries: noHit },
  ];
}

const searchPath = (query: string, size = 20) =>
  `/api/posts/search?query=${encodeURIComponent(query)}&size=${size}`;

/** Each class one request at a time, `rounds` passes over its queries (the first pass warms). */
export async function timeClasses(
  base: string,
  classes: SearchClass[],
  headers: Record<string, string>,
  rounds = 5,
): Promise<ClassTiming[]> {
  const out: ClassTiming[] = [];
  for (const c of classes) {
    const times: number[] = [];
    let errors = 0;
    for (let round = 0; round <= rounds; round++) {
      for (const q of c.queries) {
        const start = performance.now();
        const res = await fetch(base + searchPath(q), { headers });
        await res.arrayBuffer();
        if (round > 0) times.push(performance.now() - start);
        if (!res.ok) errors++;
      }
    }
    out.push({
      name: c.name,
      queries: c.queries.length,
      requests: times.length,
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
      max: round1(Math.max(...times)),
      errors,
      examples: c.queries.slice(0, 3),
    });
  }
  return out;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A member who blocks another (`other`): their searches leave that member's posts out, so the
 * response cache never answers them and every request runs the plan (decision 015). Returns the
 * blocking member's headers.
 */
export async function blockingMember(base: string, token: string, other: string) {
  const me = await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${other}` } });
  if (!me.ok) throw new Error(`users/me: ${me.status} ${await me.text()}`);
  const { id } = (await me.json()) as { id: number };
  const blocked = await fetch(`${base}/api/users/me/blocks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: id }),
  });
  if (!blocked.ok) throw new Error(`block: ${blocked.status} ${await blocked.text()}`);
  return { authorization: `Bearer ${token}` };
}

/**
 * /healthz and the frequent words at `connections`, one after the other, same server:
 * anonymously (the response cache, decision 010), signed in (each request as the next of
 * `members`: everyone's answer plus the member's marks, decision 015) and as a member who blocks
 * someone (the plan on every request).
 */
export async function loadFrequent(
  base: string,
  frequent: string[],
  connections: number,
  seconds: number,
  members: string[],
  blocking: Record<string, string>,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  let baseline = 0;
  const searches = frequent.map((q) => searchPath(q));
  const rows: [string, string[], (i: number) => Record<string, string>][] = [
    ['baseline /healthz', ['/healthz'], () => ({})],
    ['search: 20 most frequent words', searches, () => ({})],
    [
      `search: the same, signed in (${members.length} members)`,
      searches,
      (i) => ({ authorization: `Bearer ${members[i % members.length]!}` }),
    ],
    ['search: the same, uncached (a member who blocks)', searches, () => blocking],
  ];
  for (const [name, paths, headersFor] of rows) {
    let next = 0;
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const i = next++;
            return {
              ...request,
              method: 'GET',
              path: paths[i % paths.length]!,
              headers: { ...request.headers, ...headersFor(i) },
            };
          },
        },
      ],
    });
    const rps = result.requests.average;
    if (name.startsWith('baseline')) baseline = rps;
    results.push({
      name,
      connections,
      requestsPerSecond: Math.round(rps),
      ratio: Number((rps / baseline).toFixed(3)),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      timeouts: result.timeouts,
    });
  }
  return results;
}

export interface ApiAnswer {
  query: string;
  class: string;
  ids: number[];
  totalElements: number;
  totalExact: boolean;
}

/** First pages of a sample of each class (anonymous), to compare with the scan later. */
export async function firstPages(base: string, classes: SearchClass[], perClass = 3) {
  const answers: ApiAnswer[] = [];
  for (const c of classes) {
    for (const q of c.queries.slice(0, perClass)) {
      const body = (await (await fetch(base + searchPath(q))).json()) as {
        content: { id: number }[];
        totalElements: number;
        totalExact: boolean;
      };
      answers.push({
        query: q,
        class: c.name,
        ids: body.content.map((p) => p.id),
        totalElements: body.totalElements,
        totalExact: body.totalExact,
      });
    }
  }
  return answers;
}

/**
 * The plain scan: every live, visible post whose lower-cased title and content hold every
 * required term and no excluded one (strpos, no index), newest first; its count up to 1,001.
 */
export async function checkRecall(pool: pg.Pool, answers: ApiAnswer[]): Promise<RecallCheck[]> {
  const checks: RecallCheck[] = [];
  for (const answer of answers) {
    const { required, excluded } = parseSearchQuery(answer.query);
    const params: string[] = [];
    const test = (term: string, negate: boolean) => {
      params.push(term);
      return `${negate ? 'NOT ' : ''}strpos(lower(title || ' ' || content), $${params.length}) > 0`;
    };
    const where = [
      'deleted_at IS NULL',
      'hidden_at IS NULL',
      ...required.map((t) => test(t, false)),
      ...excluded.map((t) => test(t, true)),
    ].join(' AND ');
    const client = await pool.connect();
    try {
      await client.query('SET enable_indexscan = on; SET enable_bitmapscan = off');
      const page = await client.query<{ id: number }>(
        `SELECT id FROM posts WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 20`,
        params,
      );
      const count = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM posts WHERE ${where} LIMIT 1001) x`,
        params,
      );
      await client.query('RESET enable_indexscan; RESET enable_bitmapscan');
      const scanTotal = Number(count.rows[0]!.n);
      const scanIds = page.rows.map((r) => Number(r.id));
      checks.push({
        query: answer.query,
        class: answer.class,
        firstPageEqual: JSON.stringify(scanIds) === JSON.stringify(answer.ids),
        scanTotal,
        apiTotal: answer.totalElements,
        apiTotalExact: answer.totalExact,
        totalOk:
          scanTotal <= 1000
            ? answer.totalElements === scanTotal && answer.totalExact
            : answer.totalElements > 1000,
      });
    } finally {
      client.release();
    }
  }
  return checks;
}

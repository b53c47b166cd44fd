import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentTokens, queryTokens } from '../../lib/search-tokens';

/** What a search asks of the sample: its terms, scope and filters (lower-cased terms). */
export interface SampleQuery {
  required: string[];
  excluded: string[];
  scope: 'all' | 'title' | 'content';
  /** Relevance's tiers: every required term in the title, or not. */
  titleTier?: 'title' | 'rest' | undefined;
  boardId?: number | undefined;
  category?: string | undefined;
  since?: Date | undefined;
}

/** One sampled post, lower-cased as the search sees it. */
interface Sampled {
  title: string;
  content: string;
  boardId: number;
  category: string | null;
  createdAt: number;
}

interface Snapshot {
  posts: Sampled[];
  /** Each token's sampled posts (their indices in `posts`, ascending). */
  postings: Map<string, Int32Array>;
  at: number;
}

/**
 * Below this many sampled posts of a search's filters (a day's posts, a small board), the
 * sample says nothing about that search and the planner falls back on the token shares.
 */
const MIN_FILTERED = 500;

/** Posts handled between two yields of the event loop while a sample is indexed. */
const SLICE = 250;

const LETTERS_OR_DIGITS = /^[\p{L}\p{N}]+$/u;

/** The sample's tokens: posts' (lib/search-tokens.ts postTokens). */
const TRIPLES = { triples: true };

/**
 * Whether holding `term`'s tokens already proves the term occurs: a word of one to three letters
 * (or digits) is its own token, and it can only occur inside a word (lib/search-tokens.ts).
 */
const tokenIsTerm = (term: string) => LETTERS_OR_DIGITS.test(term) && [...term].length <= 3;

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** The sampled posts holding every one of `tokens` (indices), rarest token first. */
function candidatesOf(s: Snapshot, tokens: readonly string[]): Int32Array {
  const lists = tokens
    .map((token) => s.postings.get(token) ?? new Int32Array(0))
    .sort((a, b) => a.length - b.length);
  let candidates: Int32Array = lists[0] ?? new Int32Array(0);
  for (const list of lists.slice(1)) {
    if (candidates.length === 0) break;
    candidates = intersect(candidates, list);
  }
  return candidates;
}

/**
 * A sample of the posts (about `sampleRows` of them, a block sample, so it costs a fraction of a
 * second at a million posts), kept in memory with its tokens and refreshed in the background every
 * `refreshMs`. It only chooses between the search plans (docs/decisions/016-search-plans.md,
 * 020-search-windows.md, 031-search-sample.md): a wrong or stale figure makes a search slower,
 * never its answer different.
 *
 * Besides each token's share, it answers what share of the posts of a search's filters match the
 * search itself, by running the exact test on the sampled posts holding its tokens: words of one
 * query are far from independent (정리 공유 관련: each in 10–15 % of the posts, together in 2.7 %,
 * not the 0.2 % their product says), and only the real share picks the walk for them.
 */
export function tokenStats(
  db: Kysely<Database>,
  options: { sampleRows?: number; refreshMs?: number } = {},
) {
  const sampleRows = options.sampleRows ?? 5_000;
  const refreshMs = options.refreshMs ?? 15 * 60_000;
  let snapshot: Snapshot | null = null;
  let loading: Promise<void> | null = null;

  async function load() {
    const total = await sql<{ n: number }>`
      SELECT coalesce(sum(post_count), 0)::int AS n FROM boards`.execute(db);
    const count = Math.max(1, Number(total.rows[0]?.n ?? 0));
    const percent = Math.min(100, (100 * sampleRows) / count);
    const { rows } = await sql<{
      title: string;
      content: string;
      board_id: number;
      category: string | null;
      created_at: Date;
    }>`
      SELECT lower(title) AS title, lower(content) AS content, board_id, category, created_at
        FROM posts TABLESAMPLE SYSTEM (${percent}) REPEATABLE (19)
       WHERE deleted_at IS NULL AND hidden_at IS NULL`.execute(db);
    const posts: Sampled[] = [];
    const lists = new Map<string, number[]>();
    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      posts.push({
        title: row.title,
        content: row.content,
        boardId: Number(row.board_id),
        category: row.category,
        createdAt: new Date(row.created_at).getTime(),
      });
      // The tokens the index holds (posts.search_tokens is postTokens of the same text).
      // With the triples, whether or not every post's index entry holds them yet: the sample
      // only measures shares, and queries ask it for triples (plan-statistics.ts).
      for (const token of documentTokens(`${row.title} ${row.content}`, TRIPLES)) {
        const list = lists.get(token);
        if (list) list.push(index);
        else lists.set(token, [index]);
      }
    }
    const postings = new Map<string, Int32Array>();
    for (const [token, list] of lists) postings.set(token, Int32Array.from(list));
    snapshot = { posts, postings, at: Date.now() };
  }

  function refresh() {
    loading ??= load()
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
  }

  function current(): Snapshot | null {
    if (!snapshot || Date.now() - snapshot.at > refreshMs) refresh();
    return snapshot && snapshot.posts.length > 0 ? snapshot : null;
  }

  const shareOf = (s: Snapshot, token: string) =>
    (s.postings.get(token)?.length ?? 0) / s.posts.length;

  return {
    /**
     * The share of posts holding the rarest of `tokens` (an upper bound of the share that
     * matches), or null while no sample has been taken yet (a first one is started).
     */
    rarestShare(tokens: readonly string[]): number | null {
      const s = current();
      if (!s || tokens.length === 0) return null;
      return Math.min(1, ...tokens.map((token) => shareOf(s, token)));
    },
    /** The share of posts holding `token`, or null while no sample has been taken yet. */
    share(token: string): number | null {
      const s = current();
      return s ? shareOf(s, token) : null;
    },
    /**
     * The share of sampled posts holding every one of `tokens` (the candidates an index scan
     * for them would return), or null while no sample has been taken yet.
     */
    candidateShare(tokens: readonly string[]): number | null {
      const s = current();
      if (!s) return null;
      return candidatesOf(s, tokens).length / s.posts.length;
    },
    /**
     * The share of the sampled posts of `query`'s filters that match it exactly, or null without
     * a sample or with fewer than MIN_FILTERED sampled posts in the filters.
     */
    matchShare(query: SampleQuery): number | null {
      const s = current();
      if (!s) return null;
      const since = query.since?.getTime();
      const inFilters = (p: Sampled) =>
        (query.boardId === undefined || p.boardId === query.boardId) &&
        (query.category === undefined || p.category === query.category) &&
        (since === undefined || p.createdAt >= since);
      let filtered = 0;
      for (const p of s.posts) if (inFilters(p)) filtered++;
      if (filtered < MIN_FILTERED) return null;
      // The sampled posts holding every token of the required terms.
      const tokens = [...new Set(query.required.flatMap((term) => queryTokens(term, TRIPLES)))];
      const candidates = tokens.length > 0 ? candidatesOf(s, tokens) : null;
      if (candidates?.length === 0) return 0;
      const holds = (p: Sampled, term: string) => {
        if (query.scope === 'title') return p.title.includes(term);
        if (query.scope === 'content') return p.content.includes(term);
        return term.includes(' ')
          ? `${p.title} ${p.content}`.includes(term)
          : p.title.includes(term) || p.content.includes(term);
      };
      // A required word of one to three letters is proven by its token (scope all only).
      const toTest =
        query.scope === 'all'
          ? query.required.filter((term) => !tokenIsTerm(term))
          : query.required;
      let matches = 0;
      const check = (p: Sampled) => {
        if (!inFilters(p)) return;
        if (!toTest.every((term) => holds(p, term))) return;
        if (query.excluded.some((term) => holds(p, term))) return;
        if (query.titleTier) {
          const inTitle = query.required.every((term) => p.title.includes(term));
          if (inTitle !== (query.titleTier === 'title')) return;
        }
        matches++;
      };
      if (candidates) for (const i of candidates) check(s.posts[i]!);
      else for (const p of s.posts) check(p);
      return matches / filtered;
    },
    /** Waits for a sample (tests, warm-up). */
    async ready() {
      refresh();
      await loading;
    },
  };
}

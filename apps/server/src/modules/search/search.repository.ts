import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { SearchScope } from '@myeolgong/contract/search';
import type { Database } from '../../db/schema';
import { visibleTo } from '../../db/visibility';
import { selectPostRows } from '../posts/posts.repository';

/** What one search looks for, already parsed (terms lower-cased). */
export interface SearchSpec {
  required: string[];
  excluded: string[];
  /** Index tokens every candidate must hold (lib/search-tokens.ts queryTokens of the terms). */
  tokens: string[];
  scope: SearchScope;
  order: 'recent' | 'likes';
  /** Relevance's two tiers: posts whose title holds every word, or the others. */
  titleTier?: 'title' | 'rest';
  boardId?: number | undefined;
  /** 말머리 (migration 0014). */
  category?: string | undefined;
  since?: Date | undefined;
  viewerId: number | null;
  seeHidden: boolean;
}

/** The tunables of the plan (docs/decisions/016-search-plans.md, 020-search-windows.md). */
export interface PlanLimits {
  /** Newest (or most liked) posts the walk reads before the index takes over. */
  walkRows: number;
  /** Estimated matches from which a total may be an estimate without counting. */
  estimateFloor: number;
  /** Matches counted through the index at most: the exact totals (CONTRACT: 1,000). */
  matchesMax: number;
  /** Matches sorted by likes in memory at most (beyond: the walk). */
  sortedMax: number;
}

/** Posts created in [since, until): a slice of the newest-first order (until open: now). */
export interface TimeWindow {
  since: Date;
  until?: Date | undefined;
}

/** A found post's id and its sort keys. */
interface Hit {
  id: number;
  created_at: Date;
  like_count: number;
  /** Rows the walk had read when it found this one (walk only). */
  walked?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const allOf = (parts: RawBuilder<boolean>[]) =>
  parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` AND `)})`;

/** Whether lower-casing cannot change where `term` (lower-cased) occurs: Hangul, digits, … */
const caseless = (term: string) => term.toUpperCase() === term;

/**
 * `column` (of the row, e.g. p.title) holds `term` regardless of case. Terms without cased
 * letters skip lower(), which costs more than the test itself on long Korean text. strpos, not
 * LIKE '%…%': the same test for a literal term (no escaping), and a third of the cost on the
 * rows a search re-checks (20 against 30 ms for 5,412 candidates at a million posts).
 */
function holds(column: string, term: string): RawBuilder<boolean> {
  const text = caseless(term) ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
  return sql<boolean>`strpos(${text}, ${term}) > 0`;
}

/** The title and content, as the plain scan sees them: lower(title || ' ' || content). */
function holdsInPost(term: string): RawBuilder<boolean> {
  // A term without a space cannot straddle the space that joins them: test each on its own.
  if (!term.includes(' '))
    return sql<boolean>`(${holds('p.title', term)} OR ${holds('p.content', term)})`;
  const joined = sql`p.title || ' ' || p.content`;
  const text = caseless(term) ? joined : sql`lower(${joined})`;
  return sql<boolean>`strpos(${text}, ${term}) > 0`;
}

function holdsInScope(scope: SearchScope, term: string): RawBuilder<boolean> {
  if (scope === 'title') return holds('p.title', term);
  if (scope === 'content') return holds('p.content', term);
  return holdsInPost(term);
}

/**
 * A word of one to three Hangul syllables, digits or lower-case Latin letters: its own index
 * token (lib/search-tokens.ts; three letters once posts hold the triples), and lower-cased alike
 * by JavaScript (the tokens) and PostgreSQL.
 */
const SHORT_WORD = /^[\p{Script=Hangul}0-9a-z]{1,3}$/u;

/**
 * Whether the index condition already proves that a post holds `term` in its title or content:
 * a short word whose own token is among the tokens asked for (a three-letter word's pairs are
 * not: only its triple proves it). Its exact test is left out of the
 * index plans, so they need not read the content of every candidate (a third of a candidate's
 * cost; 정보 후기 점검 counts its 1,001 matches without decompressing one post).
 */
function provenByIndex(spec: SearchSpec, term: string): boolean {
  if (spec.scope !== 'all' || !SHORT_WORD.test(term)) return false;
  return spec.tokens.includes(term);
}

/**
 * The exact test a plain scan would make, on the posts row `p`. `viaIndex`: the query also holds
 * candidatesOf(spec), which proves some terms already (provenByIndex).
 */
function matchOf(spec: SearchSpec, viaIndex = false): RawBuilder<boolean> {
  const excluded = spec.excluded;
  const required = viaIndex
    ? spec.required.filter((term) => !provenByIndex(spec, term))
    : spec.required;
  const parts: RawBuilder<boolean>[] = [];
  if (spec.scope === 'author') {
    const nickname = sql<string>`lower(u.nickname)`;
    parts.push(sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = p.author_id
      AND u.deleted_at IS NULL AND ${nickname} LIKE ${`${escapeLike(required.join(' '))}%`}
      AND ${allOf(excluded.map((t) => sql<boolean>`NOT ${nickname} LIKE ${`%${escapeLike(t)}%`}`))})`);
  } else if (spec.scope === 'comment') {
    parts.push(sql<boolean>`EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id
      AND c.deleted_at IS NULL AND ${visibleTo('c', spec.viewerId, spec.seeHidden)}
      AND ${allOf(required.map((t) => holds('c.content', t)))}
      AND ${allOf(excluded.map((t) => sql<boolean>`NOT ${holds('c.content', t)}`))})`);
  } else {
    parts.push(...required.map((t) => holdsInScope(spec.scope, t)));
    parts.push(...excluded.map((t) => sql<boolean>`NOT ${holdsInScope(spec.scope, t)}`));
  }
  if (spec.titleTier) {
    const inTitle = allOf(spec.required.map((t) => holds('p.title', t)));
    parts.push(spec.titleTier === 'title' ? inTitle : sql<boolean>`NOT ${inTitle}`);
  }
  parts.push(visibleTo('p', spec.viewerId, spec.seeHidden));
  return allOf(parts);
}

/**
 * What narrows the candidates through an index, on the posts row `p`. `windowed`: the tokens go
 * in as a sub-select, so the planner uses its default estimate of `@>` (0.5 % of the rows)
 * instead of the near-zero one it derives for tokens outside its statistics; only then does it
 * find ANDing the search index with a range of posts_created_idx worth doing.
 */
function candidatesOf(spec: SearchSpec, windowed = false): RawBuilder<boolean> {
  if (spec.scope === 'author') {
    return sql<boolean>`p.author_id IN (SELECT u.id FROM users u
      WHERE lower(u.nickname) LIKE ${`${escapeLike(spec.required.join(' '))}%`}
        AND u.nickname IS NOT NULL)`;
  }
  if (spec.scope === 'comment') {
    // Comments written before migration 0009 have no tokens until the backfill reaches them.
    return sql<boolean>`p.id IN (SELECT c.post_id FROM comments c WHERE c.deleted_at IS NULL
      AND (c.search_tokens @> ${spec.tokens}::text[] OR c.search_tokens IS NULL))`;
  }
  if (windowed) return sql<boolean>`p.search_tokens @> (SELECT ${spec.tokens}::text[])`;
  return sql<boolean>`p.search_tokens @> ${spec.tokens}::text[]`;
}

/** The posts the filters (board, period) leave, on the posts row `alias`. */
function filterOf(spec: SearchSpec, alias: 'p' | 'q'): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql`${sql.ref(`${alias}.deleted_at`)} IS NULL`];
  if (spec.boardId !== undefined)
    parts.push(sql`${sql.ref(`${alias}.board_id`)} = ${spec.boardId}`);
  if (spec.since !== undefined) parts.push(sql`${sql.ref(`${alias}.created_at`)} >= ${spec.since}`);
  if (spec.category !== undefined)
    parts.push(sql`${sql.ref(`${alias}.category`)} = ${spec.category}`);
  return allOf(parts);
}

const orderBy = (spec: SearchSpec, alias: 'p' | 'q') =>
  spec.order === 'likes'
    ? sql`${sql.ref(`${alias}.like_count`)} DESC, ${sql.ref(`${alias}.id`)} DESC`
    : sql`${sql.ref(`${alias}.created_at`)} DESC, ${sql.ref(`${alias}.id`)} DESC`;

/** Strictly after `hit` in the order, on the posts row `p`. */
const after = (spec: SearchSpec, hit: Hit) =>
  spec.order === 'likes'
    ? sql<boolean>`(p.like_count, p.id) < (${hit.like_count}, ${hit.id})`
    : sql<boolean>`(p.created_at, p.id) < (${hit.created_at}, ${hit.id})`;

type Executor = Kysely<Database> | Transaction<Database>;

/** Everything that needs a row of the table (a plan's steps run in one transaction). */
export function searchRepository() {
  /** What `preferBitmaps` last set in each open transaction. */
  const bitmapsPreferred = new WeakMap<Executor, boolean>();

  /**
   * Index plan: the bitmap of the candidates (GIN tokens, author or comment ids), each checked
   * with the exact test, sorted. Fast when the candidates are few; the caller has turned plain
   * index scans off, so PostgreSQL cannot pick a walk of the whole table for it. With a
   * `window` (newest first only), only the posts created in [since, until) are read: the
   * candidates' bitmap is ANDed with that range of `posts_new_idx`.
   */
  async function indexed(
    trx: Executor,
    spec: SearchSpec,
    limit: number,
    from?: Hit,
    window?: TimeWindow,
  ) {
    const { rows } = await sql<Hit>`
      SELECT p.id, p.created_at, p.like_count FROM posts p
       WHERE ${filterOf(spec, 'p')} AND ${candidatesOf(spec, window !== undefined)}
         AND ${matchOf(spec, true)} AND ${from ? after(spec, from) : sql`true`}
         AND ${window ? sql`p.created_at >= ${window.since}` : sql`true`}
         AND ${window?.until ? sql`p.created_at < ${window.until}` : sql`true`}
       ORDER BY ${orderBy(spec, 'p')}
       LIMIT ${limit}`.execute(trx);
    return rows;
  }

  return {
    /**
     * How many posts match, counting at most `cap`: the index's candidates checked one by one
     * in the order of the table, stopping at the cap.
     */
    async count(trx: Executor, spec: SearchSpec, cap: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM posts p
           WHERE ${filterOf(spec, 'p')} AND ${candidatesOf(spec)} AND ${matchOf(spec, true)}
           LIMIT ${cap}) x`.execute(trx);
      return Number(rows[0]?.n ?? 0);
    },

    indexed,

    /**
     * Every match through the index's candidates, unsorted, at most `limit`: one pass over the
     * candidates gives the exact total and the page (sorted by the caller).
     */
    async matches(trx: Executor, spec: SearchSpec, limit: number) {
      const { rows } = await sql<Hit>`
        SELECT p.id, p.created_at, p.like_count FROM posts p
         WHERE ${filterOf(spec, 'p')} AND ${candidatesOf(spec)} AND ${matchOf(spec, true)}
         LIMIT ${limit}`.execute(trx);
      return rows;
    },

    /**
     * Walk plan: the newest (or most liked) `walkRows` posts of the filters in order, each
     * checked with the exact test, stopping at `limit` matches. Fast when matches are frequent:
     * a word in one post of ten finds a page after about two hundred rows.
     */
    async walk(trx: Executor, spec: SearchSpec, limit: number, walkRows: number) {
      const { rows } = await sql<Hit>`
        SELECT p.id, p.created_at, p.like_count, p.walked FROM (
          SELECT q.id, q.board_id, q.author_id, q.title, q.content, q.created_at, q.like_count,
                 q.hidden_at, row_number() OVER (ORDER BY ${orderBy(spec, 'q')}) AS walked
            FROM posts q
           WHERE ${filterOf(spec, 'q')}
           ORDER BY ${orderBy(spec, 'q')}
           LIMIT ${walkRows}) p
         WHERE ${matchOf(spec)}
         ORDER BY ${orderBy(spec, 'p')}
         LIMIT ${limit}`.execute(trx);
      return rows.map((r) => ({ ...r, walked: Number(r.walked) }));
    },

    /** The last post a walk of `walkRows` rows reads, or none when the filters hold fewer. */
    async walkEnd(trx: Executor, spec: SearchSpec, walkRows: number): Promise<Hit | undefined> {
      const { rows } = await sql<Hit>`
        SELECT q.id, q.created_at, q.like_count FROM posts q
         WHERE ${filterOf(spec, 'q')}
         ORDER BY ${orderBy(spec, 'q')}
         OFFSET ${walkRows - 1} LIMIT 1`.execute(trx);
      return rows[0];
    },

    /** Live posts of the filters created in `window`, counted up to `cap` (for an estimate). */
    async inWindow(trx: Executor, spec: SearchSpec, window: TimeWindow, cap: number) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM posts q
           WHERE ${filterOf(spec, 'q')} AND q.created_at >= ${window.since}
             AND ${window.until ? sql`q.created_at < ${window.until}` : sql`true`}
           LIMIT ${cap}) x`.execute(trx);
      return Number(rows[0]?.n ?? 0);
    },

    /** The oldest live post of the filters, or none. */
    async oldest(trx: Executor, spec: SearchSpec): Promise<Date | undefined> {
      const { rows } = await sql<{ created_at: Date }>`
        SELECT q.created_at FROM posts q WHERE ${filterOf(spec, 'q')}
         ORDER BY q.created_at, q.id LIMIT 1`.execute(trx);
      return rows[0]?.created_at;
    },

    /** Live posts of the filters, counted up to `cap` (for the estimate of a large total). */
    async filtered(trx: Executor, spec: SearchSpec, cap: number): Promise<number> {
      if (spec.since === undefined && spec.category === undefined) {
        const { rows } = await sql<{ n: number }>`
          SELECT coalesce(sum(post_count), 0)::int AS n FROM boards
           WHERE ${spec.boardId === undefined ? sql`true` : sql`id = ${spec.boardId}`}`.execute(
          trx,
        );
        return Number(rows[0]?.n ?? 0);
      }
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM posts q WHERE ${filterOf(spec, 'q')} LIMIT ${cap}) x`.execute(trx);
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Bitmap plans only (`on`), or the planner's usual choice, for the rest of the transaction:
     * the index plan must not turn into a walk of the whole table, nor into a sequential scan.
     */
    async preferBitmaps(trx: Executor, on: boolean) {
      // A round trip each: skipped when the transaction already has that setting.
      if (bitmapsPreferred.get(trx) === on) return;
      bitmapsPreferred.set(trx, on);
      const value = on ? 'off' : 'on';
      await sql`SELECT set_config('enable_indexscan', ${value}, true),
                       set_config('enable_seqscan', ${value}, true)`.execute(trx);
    },

    /** Posts with author and board, as the post presenter wants them, in the order of `ids`. */
    async load(trx: Executor, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await selectPostRows(trx, null).where('p.id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The viewer's likes and saves among `ids`. */
    async viewerState(trx: Executor, viewerId: number, ids: number[]) {
      if (ids.length === 0)
        return { liked: new Set<number>(), saved: new Set<number>(), disliked: new Set<number>() };
      const row = await sql<{
        liked: (string | number)[];
        saved: (string | number)[];
        disliked: (string | number)[];
      }>`
        SELECT ARRAY(SELECT post_id FROM post_likes
                      WHERE post_id = ANY(${ids}::int8[]) AND user_id = ${viewerId}) AS liked,
               ARRAY(SELECT post_id FROM saved_posts
                      WHERE user_id = ${viewerId} AND post_id = ANY(${ids}::int8[])) AS saved,
               ARRAY(SELECT post_id FROM post_dislikes
                      WHERE post_id = ANY(${ids}::int8[]) AND user_id = ${viewerId}) AS disliked`.execute(
        trx,
      );
      const state = row.rows[0]!;
      return {
        liked: new Set(state.liked.map(Number)),
        saved: new Set(state.saved.map(Number)),
        disliked: new Set(state.disliked.map(Number)),
      };
    },

    /** Runs `work` in one transaction with the search's time limit and memory. */
    run<T>(
      db: Kysely<Database>,
      timeoutMs: number,
      work: (trx: Transaction<Database>) => Promise<T>,
    ) {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true),
                         set_config('work_mem', '32MB', true),
                         set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
        return work(trx);
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
export type { Hit };

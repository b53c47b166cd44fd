import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentTokens, postTokens, TRIPLES_MARK } from '../../lib/search-tokens';

const BATCH = 500;

/** How often an instance looks again for posts without the triples once it found none. */
const RECHECK_MS = 60_000;

/**
 * Posts whose tokens lack the three-letter runs (migration 0020's partial index, whose predicate
 * this repeats word for word so that the planner can use it).
 */
const pairsOnly = (alias: string) =>
  sql<boolean>`NOT (${sql.ref(`${alias}.search_tokens`)} @> ${sql.raw(`ARRAY['${TRIPLES_MARK}']::text[]`)})`;

/**
 * Rewrites search tokens in the background after start, a batch at a time:
 * - comments written before migration 0009 get theirs (searches meanwhile read them through the
 *   pending index);
 * - posts written before migration 0020 (or by an instance of the code before it) get the
 *   three-letter runs. `triples()` says whether none is left, as last checked: until then the
 *   searches ask the index for pairs only (docs/decisions/032-search-triples.md). Once it is
 *   true, the instance checks again every RECHECK_MS and rewrites what an older instance wrote.
 * Stops on `stop()`; after an error it tries again a minute later.
 */
export function startSearchBackfill(db: Kysely<Database>, log: FastifyBaseLogger) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let triples = false;

  async function commentBatch(): Promise<number> {
    const rows = await db
      .selectFrom('comments')
      .select(['id', 'content'])
      .where('search_tokens', 'is', null)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return 0;
    await sql`
      UPDATE comments c SET search_tokens = string_to_array(v.tokens, ' ')
        FROM unnest(${rows.map((r) => r.id)}::int8[], ${rows.map((r) =>
          documentTokens(r.content).join(' '),
        )}::text[]) AS v(id, tokens)
       WHERE c.id = v.id AND c.search_tokens IS NULL`.execute(db);
    return rows.length;
  }

  /**
   * Rewrites a batch of posts without the triples; how many it rewrote. The rows are locked while
   * their tokens are written (`SKIP LOCKED`: several instances each take other posts, and an edit
   * meanwhile waits for the batch instead of being overwritten by the old text's tokens).
   */
  async function postBatch(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number; title: string; content: string }>`
        SELECT p.id, p.title, p.content FROM posts p
         WHERE ${pairsOnly('p')} ORDER BY p.id LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED`.execute(trx);
      if (rows.length === 0) return 0;
      await sql`
        UPDATE posts p SET search_tokens = string_to_array(v.tokens, ' ')
          FROM unnest(${rows.map((r) => r.id)}::int8[],
                      ${rows.map((r) => postTokens(r.title, r.content).join(' '))}::text[])
               AS v(id, tokens)
         WHERE p.id = v.id`.execute(trx);
      return rows.length;
    });
  }

  /** Whether any post lacks the triples (committed rows: also those another batch holds). */
  async function pairsLeft(): Promise<boolean> {
    const { rows } = await sql<{ left: boolean }>`
      SELECT EXISTS (SELECT 1 FROM posts p WHERE ${pairsOnly('p')}) AS left`.execute(db);
    return rows[0]?.left !== false;
  }

  let comments = 0;
  let posts = 0;
  const step = () => {
    timer = null;
    if (stopped) return;
    running = (async () => {
      const c = await commentBatch();
      const p = await postBatch();
      comments += c;
      posts += p;
      // None taken: done, unless another instance's batch still holds the last ones.
      const done = p === 0 && !(await pairsLeft());
      if (done && !triples && posts > 0) {
        log.info({ posts }, 'search tokens of older posts rewritten');
        posts = 0;
      }
      triples = done;
      if (c === 0 && comments > 0) {
        log.info({ comments }, 'search tokens written for older comments');
        comments = 0;
      }
      if (!stopped) timer = setTimeout(step, c === BATCH || p > 0 ? 20 : RECHECK_MS);
    })()
      .catch((error: unknown) => {
        if (stopped) return;
        log.warn({ err: error }, 'search backfill failed; it tries again in a minute');
        timer = setTimeout(step, RECHECK_MS);
      })
      .finally(() => {
        running = null;
      });
  };
  timer = setTimeout(step, 1_000);

  return {
    /** Whether every post's tokens hold the three-letter runs (as last checked). */
    triples: () => triples,
    /** Looks whether any post lacks them (at start, before the first batch). */
    async check() {
      triples = !(await pairsLeft());
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    /** Runs batches until none is left (tests). */
    async drain() {
      while ((await commentBatch()) > 0);
      while ((await postBatch()) > 0);
      triples = true;
    },
  };
}

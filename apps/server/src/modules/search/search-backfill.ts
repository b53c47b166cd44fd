import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentTokens } from '../../lib/search-tokens';

const BATCH = 500;

/**
 * Gives comments written before migration 0009 their search tokens, a batch at a time in the
 * background after start (searches meanwhile read them through the pending index). Stops when
 * none are left, on `stop()`, or at the first error (the next start carries on).
 */
export function startSearchBackfill(db: Kysely<Database>, log: FastifyBaseLogger) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function batch(): Promise<number> {
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

  let done = 0;
  const step = () => {
    timer = null;
    if (stopped) return;
    running = batch()
      .then((n) => {
        done += n;
        if (n === BATCH && !stopped) timer = setTimeout(step, 20);
        else if (done > 0) log.info({ comments: done }, 'search tokens written for older comments');
      })
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, 'search backfill stopped; it resumes at next start');
      })
      .finally(() => {
        running = null;
      });
  };
  timer = setTimeout(step, 1_000);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    /** Runs batches until none is left (tests). */
    async drain() {
      while ((await batch()) > 0);
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How common each search token is, from a sample of the posts (about `sampleRows` of them, a
 * block sample, so it costs a fraction of a second at a million posts), kept in memory and
 * refreshed in the background every `refreshMs`. It only chooses between the search plans: a
 * wrong or stale figure makes a search slower, never its answer different.
 */
export function tokenStats(
  db: Kysely<Database>,
  options: { sampleRows?: number; refreshMs?: number } = {},
) {
  const sampleRows = options.sampleRows ?? 5_000;
  const refreshMs = options.refreshMs ?? 15 * 60_000;
  let snapshot: { counts: Map<string, number>; sampled: number; at: number } | null = null;
  let loading: Promise<void> | null = null;

  async function load() {
    const total = await sql<{ n: number }>`
      SELECT coalesce(sum(post_count), 0)::int AS n FROM boards`.execute(db);
    const posts = Math.max(1, Number(total.rows[0]?.n ?? 0));
    const percent = Math.min(100, (100 * sampleRows) / posts);
    const { rows } = await sql<{ token: string | null; n: number }>`
      WITH s AS MATERIALIZED (
        SELECT search_tokens FROM posts TABLESAMPLE SYSTEM (${percent}) REPEATABLE (19)
         WHERE deleted_at IS NULL)
      SELECT NULL AS token, count(*)::int AS n FROM s
      UNION ALL
      SELECT t, count(*)::int FROM s, unnest(s.search_tokens) AS t GROUP BY t HAVING count(*) >= 2`.execute(
      db,
    );
    const counts = new Map<string, number>();
    let sampled = 0;
    for (const row of rows) {
      if (row.token === null) sampled = Number(row.n);
      else counts.set(row.token, Number(row.n));
    }
    snapshot = { counts, sampled, at: Date.now() };
  }

  function refresh() {
    loading ??= load()
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
  }

  return {
    /**
     * The share of posts holding the rarest of `tokens` (an upper bound of the share that
     * matches), or null while no sample has been taken yet (a first one is started).
     */
    rarestShare(tokens: readonly string[]): number | null {
      if (!snapshot || Date.now() - snapshot.at > refreshMs) refresh();
      if (!snapshot || snapshot.sampled === 0 || tokens.length === 0) return null;
      let rarest = 1;
      for (const token of tokens) {
        // Fewer than two in the sample: rare (the share is below 2 / sampled).
        const share = (snapshot.counts.get(token) ?? 0) / snapshot.sampled;
        rarest = Math.min(rarest, share);
      }
      return rarest;
    },
    /** The share of posts holding `token`, or null while no sample has been taken yet. */
    share(token: string): number | null {
      if (!snapshot || snapshot.sampled === 0) return null;
      return (snapshot.counts.get(token) ?? 0) / snapshot.sampled;
    },
    /** Waits for a sample (tests, warm-up). */
    async ready() {
      refresh();
      await loading;
    },
  };
}

export type TokenStats = ReturnType<typeof tokenStats>;

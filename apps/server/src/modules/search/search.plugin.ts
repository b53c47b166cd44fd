import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { boardsRepository } from '../boards/boards.repository';
import { startSearchBackfill } from './search-backfill';
import { searchGate } from './search-gate';
import { searchRepository } from './search.repository';
import { postgresSearchService, type SearchService } from './search.service';
import { tokenStats } from './token-stats';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Post search (CONTRACT.md 'Search'): the search route and the AI tools' site search share
     * this one service, its plans and its gate (docs/decisions/016-search-plans.md).
     */
    searchService: SearchService;
  }
}

/**
 * `app.searchService`: the PostgreSQL (or PGlite) search service with its token statistics, sampled
 * when the app is ready and refreshed in the background, and the token backfill (older comments,
 * and posts without the three-letter runs),
 * stopped when the app closes.
 */
export default fp(
  async function search(app: FastifyInstance) {
    const { config } = app;
    const stats = tokenStats(app.db);
    const backfill = startSearchBackfill(app.db, app.log);
    app.addHook('onClose', () => backfill.stop());
    app.decorate(
      'searchService',
      postgresSearchService({
        // A read replica when one is set up (plugins/read-replica.ts); the statistics and the
        // backfill below stay on the primary.
        db: app.dbRead,
        search: searchRepository(),
        boards: boardsRepository(app.db),
        gate: searchGate({
          concurrency: config.SEARCH_CONCURRENCY,
          queue: config.SEARCH_QUEUE,
          maxWaitMs: config.SEARCH_QUEUE_WAIT_MS,
        }),
        stats,
        triples: backfill.triples,
        statementTimeoutMs: config.SEARCH_STATEMENT_TIMEOUT_MS,
      }),
    );
    // The first sample of token frequencies, so that the first searches already pick their plan.
    app.addHook('onReady', async () => {
      void stats.ready();
      // Whether the index may be asked for three-letter runs from the first search on.
      await backfill.check().catch((error: unknown) => {
        app.log.warn({ err: error }, 'search tokens not checked; pairs until the backfill runs');
      });
    });
  },
  { name: 'search-service' },
);

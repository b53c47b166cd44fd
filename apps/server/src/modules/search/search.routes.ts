import { ErrorResponse } from '@myeolgong/contract/errors';
import { SearchPage, SearchRequest } from '@myeolgong/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/response-cache';
import { boardsRepository } from '../boards/boards.repository';
import { startSearchBackfill } from './search-backfill';
import { searchGate } from './search-gate';
import { searchRepository } from './search.repository';
import { postgresSearchService, type SearchService } from './search.service';
import { tokenStats } from './token-stats';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse };

/** GET /api/posts/search (CONTRACT.md 'Search'), answered by a SearchService. */
const searchRoutes: FastifyPluginAsyncZod<{ service?: SearchService }> = async (app, options) => {
  const stats = tokenStats(app.db);
  const config = app.config;
  const service =
    options.service ??
    postgresSearchService({
      db: app.db,
      search: searchRepository(),
      boards: boardsRepository(app.db),
      gate: searchGate({
        concurrency: config.SEARCH_CONCURRENCY,
        queue: config.SEARCH_QUEUE,
        maxWaitMs: config.SEARCH_QUEUE_WAIT_MS,
      }),
      stats,
      statementTimeoutMs: config.SEARCH_STATEMENT_TIMEOUT_MS,
    });
  // The first sample of token frequencies, so that the first searches already pick their plan.
  app.addHook('onReady', () => {
    void stats.ready();
  });
  const backfill = startSearchBackfill(app.db, app.log);
  app.addHook('onClose', () => backfill.stop());

  app.get(
    '/api/posts/search',
    {
      preHandler: app.optionalUser,
      // Anonymous answers (the popular words everyone types) from memory until a post or a
      // comment changes (decision 010); signed-in searches are answered fresh.
      config: { responseCache: { tags: () => [cacheTags.feeds, cacheTags.comments] } },
      schema: {
        tags: ['search'],
        summary:
          '게시글 검색: 띄어쓴 단어는 모두 포함(AND), "따옴표"는 그대로, -단어는 제외. ' +
          'scope(all, title, content, author, comment), sort(recent, relevance, likes), ' +
          'period(all, day, week, month, year)',
        querystring: SearchRequest,
        response: { 200: SearchPage, ...errors },
      },
    },
    async (request) => service.search(request.query, request.viewer),
  );
};

export default searchRoutes;

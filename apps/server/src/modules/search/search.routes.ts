import { postsSearch } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { SearchPage, SearchRequest } from '@myeolgong/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheTags } from '../../lib/response-cache';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 503: ErrorResponse };

/** GET /api/posts/search (CONTRACT.md 'Search'), answered by `app.searchService` (search.plugin.ts). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ownPage } = app.services.posts;
  app.get(
    postsSearch.path,
    {
      preHandler: app.optionalUser,
      // The answer everyone gets (the popular words everyone types) is kept in memory until a
      // post or a comment changes (decision 010); a signed-in member gets that same answer with
      // their own likes, saves and dislikes added by one query (decision 015), unless they block
      // someone or moderate: then the search runs for them.
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
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => app.searchService.search(request.query, viewer),
        ownPage,
      ),
  );
};

export default searchRoutes;

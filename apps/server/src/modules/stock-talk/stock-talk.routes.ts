import { stocksDiscussed, stocksMentions, stocksPosts } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { PostPage } from '@myeolgong/contract/posts';
import { StockCodeParams } from '@myeolgong/contract/stock-schemas';
import {
  DiscussedQuery,
  DiscussedStock,
  StockMentionCount,
  StockMentionsQuery,
  StockPostsQuery,
} from '@myeolgong/contract/stock-talk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/response-cache';

const tags = ['stocks'];

/** CONTRACT.md 'Stocks in the community': 종목토론 and 토론 많은 종목. */
const stockTalkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stockTalk;
  app.get(
    stocksDiscussed.path,
    {
      schema: {
        tags,
        summary: '토론 많은 종목 (period=day|week, 최대 20개; 기간 안에 쓴 글과 댓글의 언급 수 순)',
        querystring: DiscussedQuery,
        response: { 200: z.array(DiscussedStock), 400: ErrorResponse },
      },
    },
    async (request) => service.discussed(request.query.period),
  );

  app.get(
    stocksMentions.path,
    {
      schema: {
        tags,
        summary:
          '오늘(한국 시간 0시부터)의 종목별 언급 수 (관심종목; codes=005930,000660, 최대 100개, 물은 순서대로)',
        querystring: StockMentionsQuery,
        response: { 200: z.array(StockMentionCount), 400: ErrorResponse },
      },
    },
    async (request) =>
      service.mentionsToday(
        request.query.codes
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
  );

  app.get(
    stocksPosts.path,
    {
      // The signed-in member's likes, saves and blocks apply: from everyone's answer in memory
      // plus one query, or rendered for them when they block someone (decision 015).
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: '종목토론: 종목을 언급한 글 (댓글의 언급 포함), 최신순',
        params: StockCodeParams,
        querystring: StockPostsQuery,
        response: { 200: PostPage, 400: ErrorResponse, 404: ErrorResponse },
      },
      config: { responseCache: { tags: () => [cacheTags.feeds] } },
    },
    async (request, reply) =>
      app.responseCache.personal(
        request,
        reply,
        (viewer) => service.posts(request.params.stockCode, request.query, viewer),
        service.ownPage,
      ),
  );
};

export default stockTalkRoutes;

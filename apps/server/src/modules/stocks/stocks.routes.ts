import {
  stocksGainers,
  stocksHistory,
  stocksIndices,
  stocksInfo,
  stocksLosers,
  stocksMarketStatus,
  stocksPopular,
  stocksQuotes,
  stocksSearch,
} from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  HistoryPoint,
  HistoryQuery,
  MarketIndex,
  MarketStatus,
  Stock,
  StockCodeParams,
  StockListQuery,
  StockQuotesQuery,
  StockSearchQuery,
} from '@myeolgong/contract/stock-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ErrorResponse, 404: ErrorResponse };
const tags = ['stocks'];
const StockList = z.array(Stock);

/** SPEC.md §7 'Stock' and CONTRACT.md: answered from the in-memory snapshot of `app.stocks`. */
const stocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const stocks = app.stocks;

  app.get(
    stocksPopular.path,
    {
      schema: {
        tags,
        summary: '거래량 상위 종목 (limit 1~50, 기본 10)',
        querystring: StockListQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) => stocks.ranking('volume', request.query.limit),
  );

  app.get(
    stocksGainers.path,
    {
      schema: {
        tags,
        summary: '상승률 상위 종목',
        querystring: StockListQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) => stocks.ranking('gainers', request.query.limit),
  );

  app.get(
    stocksLosers.path,
    {
      schema: {
        tags,
        summary: '하락률 상위 종목',
        querystring: StockListQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) => stocks.ranking('losers', request.query.limit),
  );

  app.get(
    stocksIndices.path,
    {
      schema: {
        tags,
        summary: '시장 지수 (코스피, 코스닥, 코스피 200)',
        response: { 200: z.array(MarketIndex) },
      },
    },
    async () => stocks.indices(),
  );

  app.get(
    stocksSearch.path,
    {
      schema: {
        tags,
        summary: '종목 검색 (name: 한글 이름·초성, 영문 이름, 종목코드; 빈 검색어는 빈 목록)',
        querystring: StockSearchQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) => {
      const { name, query, q, limit } = request.query;
      return stocks.search(name ?? query ?? q ?? '', limit);
    },
  );

  app.get(
    stocksInfo.path,
    {
      schema: {
        tags,
        summary: '종목 시세',
        params: StockCodeParams,
        response: { 200: Stock, ...errors },
      },
    },
    async (request) => stocks.quote(request.params.stockCode),
  );

  app.get(
    stocksHistory.path,
    {
      schema: {
        tags,
        summary: '차트 (range: 1d 분봉, 1w·1m·1y 일봉)',
        params: StockCodeParams,
        querystring: HistoryQuery,
        response: { 200: z.array(HistoryPoint), ...errors },
      },
    },
    async (request) => stocks.history(request.params.stockCode, request.query.range),
  );

  app.get(
    stocksQuotes.path,
    {
      schema: {
        tags,
        summary: '여러 종목 시세 (관심 종목; codes=005930,000660, 최대 50개)',
        querystring: StockQuotesQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) =>
      stocks.quotes(
        request.query.codes
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
  );

  app.get(
    stocksMarketStatus.path,
    {
      schema: {
        tags,
        summary: '장 상태 (장중, 장마감, 휴장)와 마지막 갱신 시각',
        response: { 200: MarketStatus },
      },
    },
    async () => stocks.marketStatus(),
  );
};

export default stocksRoutes;

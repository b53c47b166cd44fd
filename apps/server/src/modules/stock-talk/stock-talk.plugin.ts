import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stockTalkService, type StockTalkService } from './stock-talk.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** `$종목` mentions, 종목토론 and 토론 많은 종목 (modules/stock-talk). */
    stockTalk: StockTalkService;
  }
}

/** `app.stockTalk`, for the posts and comments routes (recording mentions) and its own routes. */
export default fp(
  async function stockTalk(app: FastifyInstance) {
    app.decorate(
      'stockTalk',
      stockTalkService({
        repository: app.repos.stockTalk,
        posts: app.repos.postsOnPrimary,
        stocks: () => app.stocks,
      }),
    );
  },
  { name: 'stock-talk' },
);

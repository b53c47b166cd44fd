// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { PostPage } from '../posts';
import type { DiscussedStock, StockMentionCount } from '../stock-talk';
import type { DiscussedPeriod } from '../stock-talk-paths';
import type { HistoryPoint, HistoryRange, MarketIndex, MarketStatus, Stock } from '../stocks';
import { GET, POST } from '../endpoint';
import type { PageParams, ListLimit } from './params';

/** Most traded by volume; limit 1..50 (default 10). */
export const stocksPopular = GET('/api/stock/popular', {} as { query: ListLimit; res: Stock[] });
export const stocksGainers = GET('/api/stock/gainers', {} as { query: ListLimit; res: Stock[] });
export const stocksLosers = GET('/api/stock/losers', {} as { query: ListLimit; res: Stock[] });
export const stocksIndices = GET('/api/stock/indices', {} as { res: MarketIndex[] });
/** name: Korean name, initial consonants (ㅅㅅㅈㅈ), English name or code; blank → []. */
export const stocksSearch = GET(
  '/api/stock/search',
  {} as { query: { name: string } & ListLimit; res: Stock[] },
);
export const stocksInfo = GET('/api/stock/info/:stockCode', {} as { res: Stock });
export const stocksHistory = GET(
  '/api/stock/history/:stockCode',
  {} as { query: { range?: HistoryRange }; res: HistoryPoint[] },
);
/** codes=005930,000660 (at most 50), answered in the order asked; unknown codes left out. */
export const stocksQuotes = GET(
  '/api/stock/quotes',
  {} as { query: { codes: string }; res: Stock[] },
);
export const stocksMarketStatus = GET('/api/stock/market-status', {} as { res: MarketStatus });
export const stocksDiscussed = GET(
  '/api/stock/discussed',
  {} as { query: { period?: DiscussedPeriod }; res: DiscussedStock[] },
);
export const stocksPosts = GET(
  '/api/stock/:stockCode/posts',
  {} as { query: PageParams; res: PostPage },
);
/** Today's mentions (since 00:00 KST) of each listed stock asked, in the order asked; at most 100. */
export const stocksMentions = GET(
  '/api/stock/mentions',
  {} as { query: { codes: string }; res: StockMentionCount[] },
);
/**
 * Operators move a simulated stock by hand (STOCK_SIM_CONTROL=on only): `to` is a change in %
 * from the previous close (−30..30) or a price limit; answers the new quote after the tick.
 */
export const stocksSimulatorShock = POST(
  '/api/admin/stock-sim/:stockCode',
  {} as { body: { to: number | 'UPPER' | 'LOWER' }; res: Stock },
);

import { type Stock, STOCK_QUOTES_MAX_CODES } from '@myeolgong/contract/stocks';
import {
  WATCHLIST_MAX,
  watchlistMessages as m,
  type WatchedStock,
} from '@myeolgong/contract/watchlist';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import type { WatchlistRepository } from './watchlist.repository';

/** What the watchlist needs of the stock module (`app.stocks`, read on use). */
export interface WatchlistQuotes {
  /** The quote of a known code; 400 for a malformed code, 404 for an unknown one. */
  quote(code: string): Promise<Stock>;
  /** Quotes of at most STOCK_QUOTES_MAX_CODES codes in the order asked; unknown codes left out. */
  quotes(codes: readonly string[]): Stock[];
}

/** 관심종목 (CONTRACT.md 'Watchlist and stock alerts'): a member's stocks, at most WATCHLIST_MAX. */
export function watchlistService(repo: WatchlistRepository, stocks: () => WatchlistQuotes) {
  return {
    /** The watched stocks with their quotes, in the order added; a code no longer listed is left out. */
    async list(viewer: Viewer): Promise<WatchedStock[]> {
      const rows = await repo.list(viewer.id);
      const quotes = new Map<string, Stock>();
      for (let i = 0; i < rows.length; i += STOCK_QUOTES_MAX_CODES) {
        const codes = rows.slice(i, i + STOCK_QUOTES_MAX_CODES).map((row) => row.stock_code);
        for (const quote of stocks().quotes(codes)) quotes.set(quote.stockCode, quote);
      }
      return rows.flatMap((row) => {
        const quote = quotes.get(row.stock_code);
        if (!quote) return [];
        return [
          {
            stockCode: quote.stockCode,
            stockName: quote.stockName,
            price: quote.currentPrice,
            changeRate: quote.changeRate,
            changeSign: quote.changeSign,
            addedAt: row.added_at.toISOString(),
          },
        ];
      });
    },

    /** Watches a listed stock (again: nothing changes); 400 past WATCHLIST_MAX. */
    async add(viewer: Viewer, stockCode: string) {
      await stocks().quote(stockCode);
      if ((await repo.add(viewer.id, stockCode, WATCHLIST_MAX)) === 'full') {
        throw new AppError(400, 'LIMIT_EXCEEDED', m.full);
      }
    },

    /** Stops watching; a stock no longer listed can still be removed, an unknown one is 404. */
    async remove(viewer: Viewer, stockCode: string) {
      if (await repo.remove(viewer.id, stockCode)) return;
      await stocks().quote(stockCode);
    },
  };
}

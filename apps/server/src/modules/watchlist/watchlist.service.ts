import type { Stock } from '@myeolgong/contract/stocks';
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
  /** The latest quote without loading it (undefined when not in the snapshot). */
  cachedQuote(code: string): Stock | undefined;
}

/** 관심종목 (CONTRACT.md 'Watchlist and stock alerts'): a member's stocks, at most WATCHLIST_MAX. */
export function watchlistService(repo: WatchlistRepository, stocks: () => WatchlistQuotes) {
  return {
    /** The watched stocks with their quotes, in the order added; a code no longer listed is left out. */
    async list(viewer: Viewer): Promise<WatchedStock[]> {
      const rows = await repo.list(viewer.id);
      const quotes = stocks();
      const watched = await Promise.all(
        rows.map(async (row) => {
          const quote =
            quotes.cachedQuote(row.stock_code) ??
            (await quotes.quote(row.stock_code).catch(() => undefined));
          if (!quote) return null;
          return {
            stockCode: quote.stockCode,
            stockName: quote.stockName,
            price: quote.currentPrice,
            changeRate: quote.changeRate,
            changeSign: quote.changeSign,
            addedAt: row.added_at.toISOString(),
          };
        }),
      );
      return watched.filter((stock) => stock !== null);
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

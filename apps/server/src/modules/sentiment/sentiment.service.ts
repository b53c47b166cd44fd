import type {
  Sentiment,
  SentimentChoice,
  SentimentDay,
  Stance,
} from '@myeolgong/contract/sentiment';
import type { HistoryPoint, HistoryRange, Stock } from '@myeolgong/contract/stocks';
import type { Viewer } from '../../lib/viewer';
import { assertCanWrite } from '../../policies/write-permission';
import type { SentimentRepository } from './sentiment.repository';

/** What sentiment needs of the stock module (`app.stocks`, read on use). */
export interface SentimentStocks {
  /** The quote of a known code; 400 for a malformed code, 404 for an unknown one. */
  quote(code: string): Promise<Stock>;
  /** Daily bars (1w, 1m, 1y: the last 7, 31 and 365 calendar days), oldest first. */
  history(code: string, range: HistoryRange): Promise<HistoryPoint[]>;
}

/** The shortest daily range of the stock module that covers `days` calendar days. */
function rangeCovering(days: number): HistoryRange {
  return days <= 7 ? '1w' : days <= 31 ? '1m' : '1y';
}

/**
 * The close of each day of the window from the stock's daily bars (a daily bar's first ten
 * characters are its KST trading date, contract/stocks.ts); null where there was no session. The
 * last day's bar, while its session runs, holds the latest price.
 */
function withCloses(
  days: readonly Omit<SentimentDay, 'close'>[],
  bars: readonly HistoryPoint[],
): SentimentDay[] {
  const closes = new Map(bars.map((bar) => [bar.time.slice(0, 10), bar.close]));
  return days.map((day) => ({ ...day, close: closes.get(day.date) ?? null }));
}

/**
 * 매수·매도 의견 (CONTRACT.md 'Member sentiment'): one stance per member, stock and Korean day,
 * changeable that day; the bar of today's counts and the daily timeline with the closes.
 */
export function sentimentService(repo: SentimentRepository, stocks: () => SentimentStocks) {
  return {
    /** PUT: the member's stance today (again, or changed); 400/404 for a bad or unknown stock. */
    async choose(viewer: Viewer, stockCode: string, stance: Stance): Promise<SentimentChoice> {
      assertCanWrite(viewer, new Date(), 'stance');
      await stocks().quote(stockCode);
      return { stance, today: await repo.choose(viewer.id, stockCode, stance) };
    },

    /** DELETE: today's stance withdrawn (none: nothing changes); the same shape, stance null. */
    async withdraw(viewer: Viewer, stockCode: string): Promise<SentimentChoice> {
      assertCanWrite(viewer, new Date(), 'stance');
      await stocks().quote(stockCode);
      return { stance: null, today: await repo.withdraw(viewer.id, stockCode) };
    },

    /** GET: today's counts with the viewer's stance (null signed out), the last `days` days. */
    async get(viewer: Viewer | null, stockCode: string, days: number): Promise<Sentiment> {
      const port = stocks();
      await port.quote(stockCode);
      const [window, mine, bars] = await Promise.all([
        repo.window(stockCode, days),
        viewer ? repo.mine(viewer.id, stockCode) : null,
        // A chart the provider cannot give now leaves the closes unknown, not the counts.
        port.history(stockCode, rangeCovering(days)).catch(() => []),
      ]);
      const last = window.at(-1) ?? { buy: 0, sell: 0, hold: 0 };
      return {
        today: { buy: last.buy, sell: last.sell, hold: last.hold, mine },
        days: withCloses(window, bars),
      };
    },
  };
}

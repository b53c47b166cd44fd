import type { Stock, StocksMessage } from '@myeolgong/contract/stocks';

function isQuote(value: unknown): value is Stock {
  if (!value || typeof value !== 'object') return false;
  const quote = value as Record<string, unknown>;
  return (
    typeof quote.stockCode === 'string' &&
    typeof quote.currentPrice === 'number' &&
    typeof quote.changeSign === 'number'
  );
}

/** A `/topic/stocks` message: the quotes that changed since the previous one. */
export function isStocksMessage(body: unknown): body is StocksMessage {
  return Array.isArray(body) && body.every(isQuote);
}

export function quotesByCode(quotes: readonly Stock[]): ReadonlyMap<string, Stock> {
  return new Map(quotes.map((quote) => [quote.stockCode, quote]));
}

/** The newer of two quotes of one stock; an older live message never overwrites a fresher load. */
export function newerQuote(shown: Stock, incoming: Stock | undefined): Stock {
  if (!incoming || incoming === shown) return shown;
  if (Date.parse(incoming.lastUpdated) < Date.parse(shown.lastUpdated)) return shown;
  return incoming;
}

/**
 * A list with its quotes replaced by the live ones, in the same order (rankings re-sort on the
 * next 30 s load, so rows do not jump under the pointer). The same list when nothing changed.
 */
export function applyLiveQuotes(
  list: Stock[] | undefined,
  live: ReadonlyMap<string, Stock>,
): Stock[] | undefined {
  if (!list) return list;
  let changed = false;
  const next = list.map((quote) => {
    const updated = newerQuote(quote, live.get(quote.stockCode));
    if (updated !== quote) changed = true;
    return updated;
  });
  return changed ? next : list;
}

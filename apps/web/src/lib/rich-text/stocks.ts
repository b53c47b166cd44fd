import { findStockMentions, stockLookup, type StockRef } from '@myeolgong/contract/stock-mentions';

/** A piece of post or comment text: plain text, or a `$종목` mention the server recorded. */
export type StockSegment =
  { kind: 'text'; text: string } | { kind: 'stock'; text: string; stock: StockRef };

/**
 * Splits `text` into plain text and `$종목` mentions (CONTRACT.md 'Stocks in the community').
 * Only the stocks the server recorded for the post or comment (`stocks`) become mentions, matched
 * by the same rule as the server (contract/stock-mentions: name, code or alias after `$`).
 */
export function stockSegments(
  text: string,
  stocks: readonly StockRef[] | null | undefined,
): StockSegment[] {
  if (!stocks || stocks.length === 0 || !text.includes('$')) return [{ kind: 'text', text }];
  const segments: StockSegment[] = [];
  let at = 0;
  for (const match of findStockMentions(text, stockLookup(stocks))) {
    if (match.start > at) segments.push({ kind: 'text', text: text.slice(at, match.start) });
    segments.push({ kind: 'stock', text: text.slice(match.start, match.end), stock: match.stock });
    at = match.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

import type { AiComparison, AiDataSource, AiStockRef } from '@myeolgong/contract/ai';
import { changeDirection } from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useAnswerQuotes } from '../api/get-stock-quotes';
import { percent, wonAmount } from '../utils/money';
import { AnswerText } from './answer-text';

const directionClass = { up: 'text-rise', down: 'text-fall', flat: 'text-fg-muted' } as const;
const rateClass = (rate: number | null) =>
  rate === null
    ? 'text-fg-muted'
    : rate > 0
      ? 'text-rise'
      : rate < 0
        ? 'text-fall'
        : 'text-fg-muted';

/** Close names or namesakes to ask about next, as buttons that ask at once. */
export function SuggestionButtons({
  suggestions,
  onAsk,
  disabled,
}: {
  suggestions: string[];
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label={ko.ai.suggestionsLabel} data-testid="ai-suggestions">
      <h3 className="mb-2 text-xs font-semibold text-fg-muted">{ko.ai.suggestionsLabel}</h3>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((name) => (
          <li key={name}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(name)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-canvas px-3 py-1.5 text-sm hover:border-brand hover:text-brand disabled:opacity-50"
            >
              <Search aria-hidden="true" className="size-3.5" />
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Live quote chips of the companies an answer names; each opens the stock detail modal. */
export function StockChips({
  stocks,
  onOpen,
}: {
  stocks: AiStockRef[];
  onOpen: (stockCode: string) => void;
}) {
  const quotes = useAnswerQuotes(stocks.map((s) => s.stockCode));
  if (stocks.length === 0) return null;
  return (
    <section aria-label={ko.ai.relatedStocksLabel} data-testid="ai-stock-chips">
      <h3 className="mb-2 text-xs font-semibold text-fg-muted">{ko.ai.relatedStocksLabel}</h3>
      <ul className="flex flex-wrap gap-2">
        {stocks.map((stock) => {
          const quote = quotes.data?.find((q) => q.stockCode === stock.stockCode);
          const direction = changeDirection(quote?.changeSign ?? 3);
          return (
            <li key={stock.stockCode}>
              <button
                type="button"
                onClick={() => onOpen(stock.stockCode)}
                className="inline-flex min-h-9 items-baseline gap-1.5 rounded-full border border-line bg-canvas px-3 py-1.5 text-sm hover:border-brand"
              >
                <span className="font-medium">{quote?.stockName ?? stock.stockName}</span>
                {quote && (
                  <span className={clsx('text-xs tabular-nums', directionClass[direction])}>
                    {formatNumber(quote.currentPrice)}원 {percent(quote.changeRate)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The fund manager's comparison of a sector's stocks; a row opens the stock detail modal. */
export function ComparisonTable({
  comparison,
  onOpen,
}: {
  comparison: AiComparison;
  onOpen: (stockCode: string) => void;
}) {
  const c = ko.ai.comparisonColumns;
  return (
    <section aria-label={ko.ai.comparisonLabel(comparison.theme)} data-testid="ai-comparison">
      <h3 className="mb-2 text-xs font-semibold text-fg-muted">
        {ko.ai.comparisonLabel(comparison.theme)}
      </h3>
      <div className="-mx-1 overflow-x-auto">
        <table className="w-full text-xs whitespace-nowrap tabular-nums">
          <thead className="text-fg-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-1 py-1.5 text-left font-medium">
                {c.name}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-medium">
                {c.price}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-medium">
                {c.change}
              </th>
              <th scope="col" className="hidden px-1 py-1.5 text-right font-medium sm:table-cell">
                {c.marketCap}
              </th>
              <th scope="col" className="hidden px-1 py-1.5 text-right font-medium sm:table-cell">
                {c.per}
              </th>
              <th scope="col" className="px-1 py-1.5 text-right font-medium">
                {c.return1m}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.stockCode} className="border-b border-line last:border-0">
                <th scope="row" className="px-1 py-1.5 text-left font-medium">
                  <button
                    type="button"
                    onClick={() => onOpen(row.stockCode)}
                    className="max-w-[9rem] truncate text-left text-brand hover:underline"
                    title={row.stockName}
                  >
                    {row.stockName}
                  </button>
                </th>
                <td className="px-1 py-1.5 text-right">{formatNumber(row.price)}</td>
                <td className={clsx('px-1 py-1.5 text-right', rateClass(row.changeRate))}>
                  {percent(row.changeRate)}
                </td>
                <td className="hidden px-1 py-1.5 text-right sm:table-cell">
                  {wonAmount(row.marketCap)}
                </td>
                <td className="hidden px-1 py-1.5 text-right sm:table-cell">
                  {row.per === null ? '-' : `${row.per}배`}
                </td>
                <td className={clsx('px-1 py-1.5 text-right', rateClass(row.return1m))}>
                  {percent(row.return1m)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The details of a fund-manager answer, folded below its brief. */
export function DetailsFold({ details, sources }: { details: string; sources: AiDataSource[] }) {
  if (!details.trim()) return null;
  return (
    <details className="group rounded-xl border border-line bg-canvas" data-testid="ai-details">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 px-3 py-2 text-xs font-semibold text-fg-muted">
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
        {ko.ai.detailsSummary}
      </summary>
      <div className="border-t border-line px-3 py-2 text-sm leading-relaxed">
        <AnswerText text={details} sources={sources} />
      </div>
    </details>
  );
}

import type { Stock } from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { formatVolume } from '../utils/stock-format';
import { LivePrice } from './live-price';
import { PriceChange } from './price-change';
import { WatchToggle } from './watch-toggle';

interface StockListProps {
  stocks: readonly Stock[];
  /** The list's accessible name, e.g. 인기 종목. */
  label: string;
  isWatched: (code: string) => boolean;
  onToggleWatch: (stock: Stock) => void;
  onOpen: (stock: Stock) => void;
  /** The heading of the number column (순위 by default). */
  numbering?: string;
}

/**
 * Columns appear as the list's own width allows (container queries), so the list fits the phone,
 * the dashboard column and the column beside a side navigation alike.
 */
const row =
  'grid grid-cols-[1.5rem_minmax(0,1fr)_auto_2.25rem] items-center gap-x-2 px-3 @xl:grid-cols-[2rem_minmax(0,1fr)_7.5rem_9.5rem_2.25rem] @3xl:grid-cols-[2rem_minmax(0,1fr)_7.5rem_9.5rem_9rem_2.25rem]';

/** A ranked list of stocks: each row opens the detail modal, its star toggles the watch list. */
export function StockList({
  stocks,
  label,
  isWatched,
  onToggleWatch,
  onOpen,
  numbering = ko.stock.rank,
}: StockListProps) {
  return (
    <div className="@container overflow-hidden rounded-xl border border-line bg-surface">
      <div
        aria-hidden="true"
        className={clsx(
          row,
          'h-9 border-b border-line bg-surface-muted/60 text-xs font-medium text-fg-muted',
        )}
      >
        <span className="text-center">{numbering}</span>
        <span>{ko.stock.field.stockName}</span>
        <span className="text-right">{ko.stock.field.currentPrice}</span>
        <span className="hidden text-right @xl:block">{ko.stock.field.change}</span>
        <span className="hidden text-right @3xl:block">{ko.stock.field.volume}</span>
        <span />
      </div>
      <ol aria-label={label} className="divide-y divide-line">
        {stocks.map((stock, index) => (
          <li
            key={stock.stockCode}
            className={clsx(
              row,
              'relative min-h-14 py-2 transition-colors focus-within:bg-surface-muted/50 hover:bg-surface-muted/50',
            )}
          >
            <span className="text-center text-sm font-semibold text-fg-muted tabular-nums">
              {index + 1}
            </span>
            <div className="min-w-0">
              <button
                type="button"
                onClick={() => onOpen(stock)}
                className="block max-w-full truncate text-left font-semibold outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
              >
                {stock.stockName}
              </button>
              <p className="text-xs text-fg-muted tabular-nums">{stock.stockCode}</p>
            </div>
            <div className="text-right">
              <LivePrice
                price={stock.currentPrice}
                changeSign={stock.changeSign}
                className="block px-1 font-semibold"
              />
              <div className="text-xs @xl:hidden">
                <PriceChange
                  changePrice={stock.changePrice}
                  changeRate={stock.changeRate}
                  changeSign={stock.changeSign}
                  className="justify-end"
                />
              </div>
            </div>
            <div className="hidden text-right text-sm @xl:block">
              <PriceChange
                changePrice={stock.changePrice}
                changeRate={stock.changeRate}
                changeSign={stock.changeSign}
                className="justify-end"
              />
            </div>
            <span className="hidden text-right text-sm text-fg-muted tabular-nums @3xl:block">
              {formatVolume(stock.volume)}
            </span>
            <WatchToggle
              stockName={stock.stockName}
              watched={isWatched(stock.stockCode)}
              onToggle={() => onToggleWatch(stock)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

export function StockListSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className="@container overflow-hidden rounded-xl border border-line bg-surface">
      <div className="h-9 border-b border-line bg-surface-muted/60" />
      <ul className="divide-y divide-line">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={clsx(row, 'min-h-14 py-2')}>
            <Skeleton className="mx-auto h-4 w-4" />
            <div className="space-y-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-14" />
            </div>
            <Skeleton className="ml-auto h-4 w-20" />
            <Skeleton className="ml-auto hidden h-4 w-24 @xl:block" />
            <Skeleton className="ml-auto hidden h-4 w-24 @3xl:block" />
            <span />
          </li>
        ))}
      </ul>
    </div>
  );
}

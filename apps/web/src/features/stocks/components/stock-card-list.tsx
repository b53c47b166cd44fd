import type { Stock } from '@myeolgong/contract/stocks';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { formatKoreanUnits } from '../utils/stock-format';
import { LivePrice } from './live-price';
import { PriceChange } from './price-change';
import { WatchToggle } from './watch-toggle';

interface StockCardListProps {
  stocks: readonly Stock[];
  label: string;
  isWatched: (code: string) => boolean;
  onToggleWatch: (stock: Stock) => void;
  onOpen: (stock: Stock) => void;
}

/** Card-style stocks (SPEC.md §2): name, code, price, change, volume and the watch toggle. */
export function StockCardList({
  stocks,
  label,
  isWatched,
  onToggleWatch,
  onOpen,
}: StockCardListProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-2 @md:grid-cols-2 @3xl:grid-cols-3">
      {stocks.map((stock) => (
        <li
          key={stock.stockCode}
          className="relative flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 transition-colors focus-within:border-brand/50 hover:border-brand/50 hover:bg-surface-muted/40"
        >
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <h3 className="truncate font-semibold">
                <button
                  type="button"
                  onClick={() => onOpen(stock)}
                  className="max-w-full truncate text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
                >
                  {stock.stockName}
                </button>
              </h3>
              <p className="text-xs text-fg-muted tabular-nums">{stock.stockCode}</p>
            </div>
            <WatchToggle
              stockName={stock.stockName}
              watched={isWatched(stock.stockCode)}
              onToggle={() => onToggleWatch(stock)}
              className="-mt-1 -mr-1"
            />
          </div>
          <div className="flex items-end justify-between gap-2">
            <div className="min-w-0">
              <LivePrice
                price={stock.currentPrice}
                changeSign={stock.changeSign}
                className="-mx-1 block px-1 text-lg font-bold"
              />
              <PriceChange
                changePrice={stock.changePrice}
                changeRate={stock.changeRate}
                changeSign={stock.changeSign}
                className="text-xs"
              />
            </div>
            <p className="shrink-0 text-right text-xs text-fg-muted tabular-nums">
              <span className="block">{ko.stock.field.volume}</span>
              {formatKoreanUnits(stock.volume)}
              {stock.volume !== null && ko.stock.shares}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function StockCardSkeletons({ count = 2 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-2 @md:grid-cols-2 @3xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="space-y-2 rounded-xl border border-line bg-surface p-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-14" />
          <Skeleton className="h-6 w-28" />
        </li>
      ))}
    </ul>
  );
}

import type { Stock } from '@myeolgong/contract/stocks';
import { Star } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { usePrerendering } from '../../../lib/use-prerendering';
import { useWatchedQuotes } from '../api/get-watched-quotes';
import { useWatchList } from '../hooks/use-watch-list';
import { dashboardErrorMessage } from '../utils/stock-errors';
import { StockCardList, StockCardSkeletons } from './stock-card-list';

interface WatchListSectionProps {
  onOpen: (stock: Stock) => void;
  className?: string;
}

/** The local watch list as stock cards, with live prices like the rest of the dashboard. */
export function WatchListSection({ onOpen, className }: WatchListSectionProps) {
  const watch = useWatchList();
  const prerendering = usePrerendering();
  const quotes = useWatchedQuotes(watch.codes);
  // While a changed list loads, the previous answer shows without the stocks just taken off.
  const shown = (quotes.data ?? []).filter((stock) => watch.codes.includes(stock.stockCode));

  let body;
  if (prerendering) {
    body = (
      <LoadingRegion label={ko.common.loading}>
        <StockCardSkeletons count={1} />
      </LoadingRegion>
    );
  } else if (watch.codes.length === 0) {
    body = (
      <EmptyState
        icon={<Star />}
        title={ko.stock.watchListEmpty}
        description={ko.stock.watchListEmptyHint}
        className="py-8"
      />
    );
  } else if (quotes.isPending) {
    body = (
      <LoadingRegion label={ko.common.loading}>
        <StockCardSkeletons count={Math.min(watch.codes.length, 3)} />
      </LoadingRegion>
    );
  } else if (quotes.isError && shown.length === 0) {
    body = (
      <ErrorBlock
        message={dashboardErrorMessage(quotes.error)}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isFetching}
        className="py-6"
      />
    );
  } else {
    body = (
      <StockCardList
        stocks={shown}
        label={ko.stock.watchListTitle}
        isWatched={watch.isWatched}
        onToggleWatch={watch.toggle}
        onOpen={onOpen}
      />
    );
  }

  return (
    <section aria-labelledby="stock-watch-list" className={className}>
      <div className="@container space-y-2">
        <h2 id="stock-watch-list" className="flex items-center gap-1.5 text-sm font-semibold">
          {ko.stock.watchListTitle}
          {watch.codes.length > 0 && (
            <span className="text-fg-muted tabular-nums">{watch.codes.length}</span>
          )}
        </h2>
        {body}
      </div>
    </section>
  );
}

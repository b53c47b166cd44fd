import { clsx } from 'clsx';
import { ArrowRight, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LivePauseButton } from '../../../components/live-pause-button';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useStockMentions } from '../api/get-stock-mentions';
import { useWatchedQuotes } from '../api/get-watched-quotes';
import { useWatchList } from '../hooks/use-watch-list';
import { changeClass } from '../utils/change-class';
import { dashboardErrorMessage } from '../utils/stock-errors';
import { formatChangeRate, formatPrice } from '../utils/stock-format';

/** How many of the list the rail shows; the rest are a click away in /stock's 관심종목 tab. */
const RAIL_SIZE = 8;

function RailSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion label={ko.common.loading}>
      <ul className="divide-y divide-line">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex items-center gap-3 px-3 py-2.5">
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-16" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/**
 * 관심종목 beside the home page's feed (issue 44): each watched stock's price and change (reloaded
 * every 30 s; /stock's 관심종목 tab is the live one) and how often the community mentioned it today.
 */
export default function WatchListRail({ className }: { className?: string }) {
  const headingId = useId();
  const watch = useWatchList();
  const shownCodes = watch.codes.slice(0, RAIL_SIZE);
  const quotes = useWatchedQuotes(shownCodes);
  const mentions = useStockMentions(shownCodes);
  const byCode = new Map((quotes.data ?? []).map((stock) => [stock.stockCode, stock]));
  const mentioned = new Map(
    (mentions.data ?? []).map((count) => [count.stockCode, count.posts + count.comments]),
  );

  let body;
  if (shownCodes.length === 0) {
    body = (
      <p className="px-3 py-4 text-sm text-fg-muted">
        <Star aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
        {ko.stock.watchListEmptyHint}
      </p>
    );
  } else if (quotes.isPending) {
    body = <RailSkeleton count={Math.min(shownCodes.length, 3)} />;
  } else if (quotes.isError && byCode.size === 0) {
    body = (
      <ErrorBlock
        message={dashboardErrorMessage(quotes.error)}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isFetching}
        className="py-4"
      />
    );
  } else {
    body = (
      <ul aria-label={ko.stock.watchRailTitle} className="divide-y divide-line">
        {shownCodes.map((code) => {
          const stock = byCode.get(code);
          if (!stock) return null;
          const count = mentioned.get(code);
          return (
            <li key={code}>
              <Link
                to={`/stock/${code}`}
                className="flex items-center gap-3 px-3 py-2.5 hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{stock.stockName}</span>
                  <span className="block text-xs text-fg-muted tabular-nums">
                    {count === undefined ? code : ko.stock.mentionsToday(count)}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm tabular-nums">
                  <span className="block">{formatPrice(stock.currentPrice)}</span>
                  <span className={clsx('block text-xs', changeClass(stock.changeSign))}>
                    {formatChangeRate(stock.changeRate, stock.changeSign)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-xl border border-line bg-surface', className)}
    >
      <div className="flex items-center justify-between px-3 pt-3 pb-1">
        <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
          {ko.stock.watchRailTitle}
          {watch.codes.length > 0 && (
            <span className="text-fg-muted tabular-nums">{watch.codes.length}</span>
          )}
        </h2>
        <span className="flex items-center gap-2">
          {shownCodes.length > 0 && <LivePauseButton />}
          <Link
            to="/stock?tab=watch"
            className="inline-flex min-h-6 items-center gap-0.5 text-xs font-medium text-brand hover:underline"
          >
            {ko.stock.watchRailMore}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </span>
      </div>
      {body}
    </section>
  );
}

import type { DiscussedPeriod, DiscussedStock } from '@myeolgong/contract/stock-talk';
import { clsx } from 'clsx';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useDiscussedStocks } from '../api/get-discussed-stocks';
import { changeClass } from '../utils/change-class';

const periods: { value: DiscussedPeriod; label: string }[] = [
  { value: 'day', label: ko.stockTalk.discussedDay },
  { value: 'week', label: ko.stockTalk.discussedWeek },
];

/** The change rate with its sign, red up, blue down (the ranking has no changeSign). */
function Rate({ rate }: { rate: number | null }) {
  if (rate === null) return <span className="text-fg-muted">{ko.stockTalk.notAvailable}</span>;
  const sign = rate > 0 ? 2 : rate < 0 ? 5 : 3;
  return (
    <span className={clsx('tabular-nums', changeClass(sign))}>
      {rate > 0 ? '+' : rate < 0 ? '-' : ''}
      {Math.abs(rate).toFixed(2)}%
    </span>
  );
}

function Rows({
  stocks,
  onOpen,
}: {
  stocks: DiscussedStock[];
  onOpen?: ((stockCode: string, stockName: string) => void) | undefined;
}) {
  return (
    <ol className="divide-y divide-line rounded-xl border border-line bg-surface">
      {stocks.map((stock, index) => {
        const body = (
          <>
            <span className="w-6 shrink-0 text-center text-sm font-semibold text-fg-muted tabular-nums">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{stock.stockName}</span>
              <span className="block text-xs text-fg-muted">
                {ko.stockTalk.discussedCounts(stock.posts, stock.comments)}
              </span>
            </span>
            <span className="shrink-0 text-sm">
              <Rate rate={stock.changeRate} />
            </span>
          </>
        );
        const rowClass =
          'flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-surface-muted';
        return (
          <li key={stock.stockCode}>
            {onOpen ? (
              <button
                type="button"
                className={rowClass}
                onClick={() => onOpen(stock.stockCode, stock.stockName)}
              >
                {body}
              </button>
            ) : (
              <Link to={`/stock/${stock.stockCode}`} className={rowClass}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function ListSkeleton({ count }: { count: number }) {
  return (
    <LoadingRegion label={ko.common.loading} className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </LoadingRegion>
  );
}

/** The dashboard's 토론 많은 종목 tab (issue 27): ranked by mentions in the day or week. */
export function DiscussedStocks({
  onOpen,
}: {
  onOpen: (stockCode: string, stockName: string) => void;
}) {
  const [period, setPeriod] = useState<DiscussedPeriod>('day');
  const ranking = useDiscussedStocks(period);
  return (
    <div className="space-y-3">
      <Segmented
        label={ko.stockTalk.discussedPeriodLabel}
        options={periods}
        value={period}
        onChange={setPeriod}
      />
      {ranking.isPending ? (
        <ListSkeleton count={5} />
      ) : ranking.isError && !ranking.data ? (
        <ErrorBlock
          message={ko.stockTalk.discussedError}
          onRetry={() => void ranking.refetch()}
          retrying={ranking.isFetching}
        />
      ) : ranking.data.length === 0 ? (
        <EmptyState icon={<MessagesSquare />} title={ko.stockTalk.discussedEmpty} />
      ) : (
        <Rows stocks={ranking.data} onOpen={onOpen} />
      )}
    </div>
  );
}

/** The home page's top five of the day, each linking to its 종목토론 page. */
export function DiscussedStocksTopFive() {
  const ranking = useDiscussedStocks('day');
  return (
    <section aria-labelledby="home-discussed" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="home-discussed" className="text-base font-semibold">
          {ko.stockTalk.homeTitle}
        </h2>
        <Link
          to="/stock"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          {ko.stockTalk.homeMore}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {ranking.isPending ? (
        <ListSkeleton count={5} />
      ) : ranking.isError && !ranking.data ? (
        <ErrorBlock
          message={ko.stockTalk.discussedError}
          onRetry={() => void ranking.refetch()}
          retrying={ranking.isFetching}
        />
      ) : ranking.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-fg-muted">
          {ko.stockTalk.discussedEmpty}
        </p>
      ) : (
        <Rows stocks={ranking.data.slice(0, 5)} />
      )}
    </section>
  );
}

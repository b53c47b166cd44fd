// A stock's fields, chart and watch-list toggle: the body of the detail modal and of the
// /stock/{code} page, which shows it without the dialog (and without Radix's dialog code).
import {
  DEFAULT_HISTORY_RANGE,
  type HistoryRange,
  historyRanges,
  type Stock,
} from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import { type ReactNode, Suspense, useState } from 'react';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useStockHistory } from '../api/get-stock-history';
import { useWatchList } from '../hooks/use-watch-list';
import {
  changeClass,
  formatAmount,
  formatPrice,
  formatQuoteTime,
  formatRatio,
  formatVolume,
} from '../utils/stock-format';
import { LivePrice } from './live-price';
import { PriceChange } from './price-change';
import { WatchToggle } from './watch-toggle';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

const StockChart = lazyWithRetry(() => import('./stock-chart'));

const rangeOptions = historyRanges.map((value) => ({ value, label: ko.stock.chartRange[value] }));

/** Red above the previous close, blue below, as Korean quote screens colour open, high and low. */
function versusPrevClose(price: number | null, prevClose: number | null): string | undefined {
  if (price === null || prevClose === null) return undefined;
  return changeClass(price > prevClose ? 2 : price < prevClose ? 5 : 3);
}

function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line py-2">
      <dt className="shrink-0 text-sm text-fg-muted">{label}</dt>
      <dd className={clsx('min-w-0 text-right text-sm font-medium tabular-nums', className)}>
        {children}
      </dd>
    </div>
  );
}

function ChartFrame({ children }: { children: ReactNode }) {
  // The box keeps its height whatever it holds, so nothing below moves as the chart loads.
  return (
    <div className="h-56 overflow-hidden rounded-lg border border-line md:h-64">{children}</div>
  );
}

function ChartSkeleton() {
  return (
    <LoadingRegion label={ko.stock.chartLoading} className="h-full">
      <Skeleton className="h-full w-full rounded-none" />
    </LoadingRegion>
  );
}

function PriceChart({ quote }: { quote: Stock }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const history = useStockHistory(quote.stockCode, range);
  return (
    <section aria-labelledby="stock-chart-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="stock-chart-title" className="text-sm font-semibold">
          {ko.stock.chartTitle}
        </h3>
        <Segmented
          label={ko.stock.chartRangeLabel}
          options={rangeOptions}
          value={range}
          onChange={setRange}
          className="gap-1.5"
        />
      </div>
      <ChartFrame>
        {history.isPending ? (
          <ChartSkeleton />
        ) : history.isError ? (
          <ErrorBlock
            message={ko.stock.chartError}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
            className="h-full justify-center rounded-none border-0 py-4"
          />
        ) : history.data.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-fg-muted">
            {ko.stock.chartEmpty}
          </p>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <StockChart
              stockName={quote.stockName}
              range={range}
              history={history.data}
              quote={quote}
            />
          </Suspense>
        )}
      </ChartFrame>
      <p className="text-right text-[11px] text-fg-muted">
        {ko.stock.chartCreditPrefix}
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-2 hover:text-fg hover:underline"
        >
          {ko.stock.chartCredit}
        </a>
      </p>
    </section>
  );
}

export function StockDetail({ quote }: { quote: Stock }) {
  const watch = useWatchList();
  const { prevClosePrice } = quote;
  return (
    <div className="space-y-5 pt-1">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="sr-only">{ko.stock.field.currentPrice}</p>
          <LivePrice
            price={quote.currentPrice}
            changeSign={quote.changeSign}
            className="-mx-1 px-1 text-3xl font-bold tracking-tight"
          />
          <p className="mt-0.5 text-sm">
            <span className="sr-only">{ko.stock.field.change} </span>
            <PriceChange
              changePrice={quote.changePrice}
              changeRate={quote.changeRate}
              changeSign={quote.changeSign}
              className="font-medium"
            />
          </p>
        </div>
        <WatchToggle
          variant="labelled"
          stockName={quote.stockName}
          watched={watch.isWatched(quote.stockCode)}
          onToggle={() => watch.toggle(quote)}
        />
      </div>

      <PriceChart quote={quote} />

      <dl className="grid gap-x-6 sm:grid-cols-2">
        <Field label={ko.stock.field.currentPrice} className={changeClass(quote.changeSign)}>
          {formatPrice(quote.currentPrice)}
        </Field>
        <Field label={ko.stock.field.change}>
          <PriceChange
            changePrice={quote.changePrice}
            changeRate={quote.changeRate}
            changeSign={quote.changeSign}
            className="justify-end"
          />
        </Field>
        <Field label={ko.stock.field.volume}>{formatVolume(quote.volume)}</Field>
        <Field
          label={ko.stock.field.openPrice}
          className={versusPrevClose(quote.openPrice, prevClosePrice)}
        >
          {formatPrice(quote.openPrice)}
        </Field>
        <Field
          label={ko.stock.field.highPrice}
          className={versusPrevClose(quote.highPrice, prevClosePrice)}
        >
          {formatPrice(quote.highPrice)}
        </Field>
        <Field
          label={ko.stock.field.lowPrice}
          className={versusPrevClose(quote.lowPrice, prevClosePrice)}
        >
          {formatPrice(quote.lowPrice)}
        </Field>
        <Field label={ko.stock.field.prevClosePrice}>{formatPrice(prevClosePrice)}</Field>
        <Field label={ko.stock.field.transactionAmount}>
          {formatAmount(quote.transactionAmount)}
        </Field>
        {quote.per !== null && <Field label={ko.stock.field.per}>{formatRatio(quote.per)}</Field>}
        {quote.pbr !== null && <Field label={ko.stock.field.pbr}>{formatRatio(quote.pbr)}</Field>}
        <Field label={ko.stock.field.lastUpdated}>{formatQuoteTime(quote.lastUpdated)}</Field>
      </dl>
    </div>
  );
}

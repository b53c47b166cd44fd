import type { MarketIndex } from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import { ErrorBlock } from '../../../components/ui/error-block';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useMarketIndices } from '../api/get-market-indices';
import { dashboardErrorMessage } from '../utils/stock-errors';
import { changeClass, formatIndexValue } from '../utils/stock-format';
import { PriceChange } from './price-change';

function IndexCard({ index }: { index: MarketIndex }) {
  return (
    <li className="min-w-0 rounded-xl border border-line bg-surface p-3 md:p-4">
      <p className="truncate text-xs font-medium text-fg-muted md:text-sm">{index.indexName}</p>
      <p
        className={clsx(
          'mt-1 text-base font-bold tracking-tight tabular-nums md:text-xl',
          changeClass(index.changeSign),
        )}
      >
        {formatIndexValue(index.currentValue)}
      </p>
      <PriceChange
        changePrice={index.changeValue}
        changeRate={index.changeRate}
        changeSign={index.changeSign}
        fractionDigits={2}
        className="mt-0.5 text-xs md:text-sm"
      />
    </li>
  );
}

function IndexSkeletons() {
  return (
    <LoadingRegion label={ko.common.loading}>
      <ul className="grid grid-cols-3 gap-2 md:gap-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="rounded-xl border border-line bg-surface p-3 md:p-4">
            <Skeleton className="h-3.5 w-12" />
            <Skeleton className="mt-2 h-6 w-20 md:h-7 md:w-24" />
            <Skeleton className="mt-1.5 h-3.5 w-16" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** KOSPI, KOSDAQ and KOSPI200: level, change and rate in market colours. */
export function MarketIndices() {
  const indices = useMarketIndices();
  return (
    <section aria-labelledby="stock-indices" className="space-y-2">
      <h2 id="stock-indices" className="text-sm font-semibold">
        {ko.stock.indices}
      </h2>
      {indices.isPending ? (
        <IndexSkeletons />
      ) : indices.isError && !indices.data ? (
        <ErrorBlock
          message={dashboardErrorMessage(indices.error)}
          onRetry={() => void indices.refetch()}
          retrying={indices.isFetching}
          className="py-6"
        />
      ) : indices.data.length === 0 ? (
        <EmptyState title={ko.stock.noIndices} className="py-6" />
      ) : (
        <ul className="grid grid-cols-3 gap-2 md:gap-3">
          {indices.data.map((index) => (
            <IndexCard key={index.indexCode} index={index} />
          ))}
        </ul>
      )}
    </section>
  );
}

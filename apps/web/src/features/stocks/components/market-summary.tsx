import type { Stock } from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useGainers } from '../api/get-gainers';
import { useLosers } from '../api/get-losers';
import { useMarketIndices } from '../api/get-market-indices';
import { useMarketStatus } from '../api/get-market-status';
import { usePopularStocks } from '../api/get-popular-stocks';
import {
  changeClass,
  formatChangeRate,
  formatIndexValue,
  formatOpening,
} from '../utils/stock-format';
import { LivePrice } from './live-price';
import { MarketStatusBadge } from './market-status-badge';

function Leader({
  label,
  stock,
  onOpen,
}: {
  label: string;
  stock: Stock | undefined;
  onOpen: (stock: Stock) => void;
}) {
  return (
    <li className="relative flex items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{label}</p>
        {stock ? (
          <button
            type="button"
            onClick={() => onOpen(stock)}
            className="block max-w-full truncate text-left text-sm font-semibold outline-none after:absolute after:inset-0 hover:text-brand focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {stock.stockName}
          </button>
        ) : (
          <Skeleton className="mt-1 h-4 w-20" />
        )}
      </div>
      {stock && (
        <div className="shrink-0 text-right text-xs">
          <LivePrice price={stock.currentPrice} changeSign={stock.changeSign} className="block" />
          <span className={clsx('tabular-nums', changeClass(stock.changeSign))}>
            {formatChangeRate(stock.changeRate, stock.changeSign)}
          </span>
        </div>
      )}
    </li>
  );
}

/**
 * The wide screen's right rail: market state and session, the three indices in brief, and today's
 * leaders by volume, gain and loss. It reads the dashboard's own queries, so it costs no requests.
 */
export function MarketSummary({ onOpen }: { onOpen: (stock: Stock) => void }) {
  const status = useMarketStatus();
  const indices = useMarketIndices();
  const popular = usePopularStocks();
  const gainers = useGainers();
  const losers = useLosers();

  return (
    <section
      aria-labelledby="stock-market-summary"
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="stock-market-summary" className="font-semibold">
          {ko.stock.marketSummary}
        </h2>
        {status.data && <MarketStatusBadge state={status.data.state} />}
      </div>
      <p className="text-xs text-fg-muted">
        {ko.stock.sessionHours}
        {status.data && status.data.state !== 'open' && (
          <span className="mt-0.5 block">
            {ko.stock.nextOpen(formatOpening(status.data.nextOpen))}
          </span>
        )}
      </p>
      <ul className="divide-y divide-line border-y border-line">
        {(indices.data ?? []).map((index) => (
          <li
            key={index.indexCode}
            className="flex items-baseline justify-between gap-2 py-2 text-sm"
          >
            <span className="text-fg-muted">{index.indexName}</span>
            <span className={clsx('text-right tabular-nums', changeClass(index.changeSign))}>
              <span className="font-semibold">{formatIndexValue(index.currentValue)}</span>{' '}
              <span className="text-xs">
                {formatChangeRate(index.changeRate, index.changeSign)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-line">
        <Leader label={ko.stock.leaderVolume} stock={popular.data?.[0]} onOpen={onOpen} />
        <Leader label={ko.stock.leaderGainer} stock={gainers.data?.[0]} onOpen={onOpen} />
        <Leader label={ko.stock.leaderLoser} stock={losers.data?.[0]} onOpen={onOpen} />
      </ul>
    </section>
  );
}

import { type MarketState, marketStateLabels } from '@myeolgong/contract/stocks';
import { clsx } from 'clsx';
import * as ko from '../../../lib/i18n/ko';

const tones: Record<MarketState, string> = {
  open: 'border-success/40 bg-success/10 text-green-800 dark:text-success',
  closed: 'border-line bg-surface-muted text-fg-muted',
  holiday: 'border-line bg-surface-muted text-fg-muted',
};

/** 장중, 장마감 or 휴장, with a pulsing dot while the market is open. */
export function MarketStatusBadge({
  state,
  className,
}: {
  state: MarketState;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex h-6 items-center gap-1.5 rounded-full border px-2.5 text-xs font-semibold',
        tones[state],
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-1.5 rounded-full',
          state === 'open' ? 'bg-success motion-safe:animate-pulse' : 'bg-fg-muted',
        )}
      />
      <span className="sr-only">{ko.stock.marketStatusLabel} </span>
      {marketStateLabels[state]}
    </span>
  );
}

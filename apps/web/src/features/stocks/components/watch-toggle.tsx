import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import * as ko from '../../../lib/i18n/ko';

interface WatchToggleProps {
  stockName: string;
  watched: boolean;
  onToggle: () => void;
  /** 'icon' for rows and cards (a pressed/unpressed star); 'labelled' says the action (detail modal). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/** The star that adds a stock to the local watch list or takes it off. */
export function WatchToggle({
  stockName,
  watched,
  onToggle,
  variant = 'icon',
  className,
}: WatchToggleProps) {
  const icon = variant === 'icon';
  return (
    <button
      type="button"
      aria-pressed={icon ? watched : undefined}
      aria-label={icon ? ko.stock.watchToggle(stockName) : undefined}
      title={watched ? ko.stock.watchRemove(stockName) : ko.stock.watchAdd(stockName)}
      onClick={onToggle}
      className={clsx(
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg transition-colors',
        icon
          ? 'size-9 text-fg-muted hover:bg-surface-muted hover:text-fg'
          : 'h-9 border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-muted',
        className,
      )}
    >
      <Star
        aria-hidden="true"
        className={clsx('size-5', watched && 'fill-current text-amber-600 dark:text-amber-400')}
      />
      {!icon && (watched ? ko.stock.watchButtonRemove : ko.stock.watchButtonAdd)}
    </button>
  );
}

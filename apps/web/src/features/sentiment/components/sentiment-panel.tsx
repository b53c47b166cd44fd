import {
  type SentimentCounts,
  type Stance,
  stanceLabels,
  stances,
} from '@myeolgong/contract/sentiment';
import { clsx } from 'clsx';
import { Suspense } from 'react';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useStance } from '../hooks/use-stance';
import { sharesOf } from '../utils/shares';
import { TimelineSkeleton } from './timeline-frame';

// The timeline and its chart library load after the page, never in its first download.
const SentimentTimeline = lazyWithRetry(() => import('./sentiment-timeline'));

const field = { BUY: 'buy', SELL: 'sell', HOLD: 'hold' } as const satisfies Record<
  Stance,
  keyof SentimentCounts
>;

/** 매수 red, 매도 blue, 관망 grey: the Korean market's colours (DESIGN.md 'Look and feel'). */
const stanceColour = {
  BUY: { bar: 'bg-rise', text: 'text-rise', pressed: 'border-rise bg-rise text-white' },
  SELL: { bar: 'bg-fall', text: 'text-fall', pressed: 'border-fall bg-fall text-white' },
  HOLD: { bar: 'bg-fg-muted', text: 'text-fg-muted', pressed: 'border-fg bg-fg text-canvas' },
} as const satisfies Record<Stance, { bar: string; text: string; pressed: string }>;

/** Today's shares as one bar, each stance's part as wide as its share, with the counts below. */
function SharesBar({ counts }: { counts: SentimentCounts }) {
  const shares = sharesOf(counts);
  const total = counts.buy + counts.sell + counts.hold;
  return (
    <div className="space-y-1.5">
      <div
        role="img"
        aria-label={`${ko.sentiment.bar}: ${stances
          .map((s) => ko.sentiment.share(stanceLabels[s], counts[field[s]], shares[field[s]]))
          .join(', ')}`}
        className="flex h-3 w-full overflow-hidden rounded-full bg-line"
      >
        {total > 0 &&
          stances.map((s) => (
            <span
              key={s}
              className={clsx('h-full transition-[width]', stanceColour[s].bar)}
              style={{ width: `${shares[field[s]]}%` }}
            />
          ))}
      </div>
      <ul className="flex flex-wrap justify-between gap-x-3 text-xs tabular-nums">
        {stances.map((s) => (
          <li key={s} className={stanceColour[s].text} data-testid={`sentiment-count-${s}`}>
            {ko.sentiment.share(stanceLabels[s], counts[field[s]], shares[field[s]])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 매수 / 매도 / 관망 on /stock/{code} (issue 44 item 3): today's shares with counts, the member's
 * own choice pressed and changeable, and below it the timeline of daily shares over the price.
 */
export function SentimentPanel({ stockCode, stockName }: { stockCode: string; stockName: string }) {
  const { today, choose } = useStance(stockCode);
  const mine = today.data?.today.mine ?? null;
  const counts = today.data?.today;
  const total = counts ? counts.buy + counts.sell + counts.hold : 0;
  return (
    <section
      aria-labelledby="sentiment-title"
      className="space-y-3 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="sentiment-title" className="text-sm font-semibold">
          {ko.sentiment.title}
        </h3>
        <p className="text-xs text-fg-muted">
          {mine
            ? ko.sentiment.mine(stanceLabels[mine])
            : counts
              ? total > 0
                ? ko.sentiment.total(total)
                : ko.sentiment.none
              : ''}
        </p>
      </div>
      <div role="group" aria-label={ko.sentiment.choices} className="grid grid-cols-3 gap-2">
        {stances.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={mine === s}
            aria-label={ko.sentiment.choose(stanceLabels[s])}
            disabled={today.isPending}
            onClick={() => void choose(s)}
            className={clsx(
              'h-10 rounded-lg border text-sm font-semibold transition-colors disabled:opacity-60',
              mine === s
                ? stanceColour[s].pressed
                : clsx('border-line bg-surface hover:bg-canvas', stanceColour[s].text),
            )}
          >
            {stanceLabels[s]}
          </button>
        ))}
      </div>
      {/* Both states keep the same height, so nothing below moves when the counts arrive. */}
      <div className="min-h-10">
        {today.isError ? (
          <ErrorBlock
            message={ko.sentiment.loadError}
            onRetry={() => void today.refetch()}
            retrying={today.isFetching}
            className="py-2"
          />
        ) : !counts ? (
          <LoadingRegion label={ko.sentiment.loading} className="space-y-1.5">
            <Skeleton className="h-3 w-full rounded-full" />
            <Skeleton className="h-4 w-2/3" />
          </LoadingRegion>
        ) : (
          <SharesBar counts={counts} />
        )}
      </div>
      <p className="text-[11px] text-fg-muted">{ko.sentiment.hint}</p>
      <Suspense fallback={<TimelineSkeleton />}>
        <SentimentTimeline stockCode={stockCode} stockName={stockName} />
      </Suspense>
    </section>
  );
}

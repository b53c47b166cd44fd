import { clsx } from 'clsx';
import { Flame, Newspaper } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../lib/i18n/ko';

export const popularTimeRanges = ['week', 'month', 'year'] as const;
export type PopularTimeRange = (typeof popularTimeRanges)[number];

/** SPEC.md §5: anything but a known range means a week. */
export function parseTimeRange(value: string | null): PopularTimeRange {
  return popularTimeRanges.find((range) => range === value) ?? 'week';
}

const iconClass = 'flex size-14 shrink-0 items-center justify-center rounded-xl [&_svg]:size-7';

export function AllFeedHeader() {
  return (
    <PageHeader
      icon={
        <span aria-hidden="true" className={clsx(iconClass, 'bg-brand-soft text-brand')}>
          <Newspaper />
        </span>
      }
      title={ko.boards.allTitle}
      description={ko.boards.allDescription}
    />
  );
}

interface PopularFeedHeaderProps {
  timeRange: PopularTimeRange;
  onTimeRangeChange: (range: PopularTimeRange) => void;
}

export function PopularFeedHeader({ timeRange, onTimeRangeChange }: PopularFeedHeaderProps) {
  return (
    <div className="space-y-4">
      <PageHeader
        icon={
          <span aria-hidden="true" className={clsx(iconClass, 'bg-rise/10 text-rise')}>
            <Flame />
          </span>
        }
        title={ko.boards.popularTitle}
        description={ko.boards.popularDescription}
      />
      <div role="group" aria-label={ko.boards.timeRangeLabel} className="flex gap-2">
        {popularTimeRanges.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={range === timeRange}
            onClick={() => onTimeRangeChange(range)}
            className={clsx(
              'h-8 rounded-full border px-3.5 text-sm font-medium transition-colors',
              range === timeRange
                ? 'border-fg bg-fg text-canvas'
                : 'border-line bg-surface text-fg-muted hover:text-fg',
            )}
          >
            {ko.boards.timeRange[range]}
          </button>
        ))}
      </div>
    </div>
  );
}

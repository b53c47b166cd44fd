import type { PopularTimeRange } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { Flame, Newspaper } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';

/** The popular page's buttons; today and all are reachable through the address (?timeRange=). */
const buttonRanges = ['week', 'month', 'year'] as const satisfies readonly PopularTimeRange[];

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
  const ranges: readonly PopularTimeRange[] = buttonRanges.some((range) => range === timeRange)
    ? buttonRanges
    : [timeRange, ...buttonRanges];
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
      <Segmented
        label={ko.boards.timeRangeLabel}
        options={ranges.map((range) => ({ value: range, label: ko.boards.timeRange[range] }))}
        value={timeRange}
        onChange={onTimeRangeChange}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';

/** The timeline's box: the same height loading, empty or drawn, so nothing below moves. */
export function TimelineFrame({ children }: { children: ReactNode }) {
  return <div className="h-64 overflow-hidden rounded-lg border border-line">{children}</div>;
}

export function TimelineBoxSkeleton() {
  return (
    <TimelineFrame>
      <LoadingRegion label={ko.sentiment.timelineLoading} className="h-full">
        <Skeleton className="h-full w-full rounded-none" />
      </LoadingRegion>
    </TimelineFrame>
  );
}

/** What the timeline takes until its code arrives: its header row, box and caption line. */
export function TimelineSkeleton() {
  return (
    <div className="space-y-2">
      <div className="h-8" />
      <TimelineBoxSkeleton />
      <div className="h-4" />
    </div>
  );
}

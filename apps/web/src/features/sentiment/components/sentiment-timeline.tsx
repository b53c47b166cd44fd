import { sentimentRanges } from '@myeolgong/contract/sentiment';
import { Suspense, useState } from 'react';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSession } from '../../../lib/session';
import { useSentiment } from '../api/sentiment';
import { TimelineBoxSkeleton, TimelineFrame } from './timeline-frame';

// lightweight-charts comes with the chart only once the answer is there.
const SentimentChart = lazyWithRetry(() => import('./sentiment-chart'));

type Range = `${(typeof sentimentRanges)[number]}`;
const options = sentimentRanges.map((days) => ({
  value: String(days) as Range,
  label: ko.sentiment.timelineRanges[days]!,
}));

/** The daily shares of the last 30, 90 or 365 days drawn under the stock's closes. */
export default function SentimentTimeline({
  stockCode,
  stockName,
}: {
  stockCode: string;
  stockName: string;
}) {
  const { token } = useSession();
  const [range, setRange] = useState<Range>('30');
  const days = Number(range);
  const timeline = useSentiment(stockCode, days, token);
  const voted = timeline.data?.days.some((d) => d.buy + d.sell + d.hold > 0) ?? false;
  const priced = timeline.data?.days.some((d) => d.close !== null) ?? false;
  return (
    <div className="space-y-2">
      <div className="flex h-8 flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{ko.sentiment.timelineTitle}</h4>
        <Segmented
          label={ko.sentiment.timelineRange}
          options={options}
          value={range}
          onChange={setRange}
          className="gap-1.5"
        />
      </div>
      {timeline.isPending ? (
        <TimelineBoxSkeleton />
      ) : timeline.isError ? (
        <TimelineFrame>
          <ErrorBlock
            message={ko.sentiment.timelineError}
            onRetry={() => void timeline.refetch()}
            retrying={timeline.isFetching}
            className="h-full justify-center rounded-none border-0 py-4"
          />
        </TimelineFrame>
      ) : !voted && !priced ? (
        <TimelineFrame>
          <p className="flex h-full items-center justify-center text-sm text-fg-muted">
            {ko.sentiment.timelineEmpty}
          </p>
        </TimelineFrame>
      ) : (
        <TimelineFrame>
          <Suspense fallback={null}>
            <SentimentChart
              days={timeline.data.days}
              label={ko.sentiment.timelineChart(stockName, ko.sentiment.timelineRanges[days]!)}
            />
          </Suspense>
        </TimelineFrame>
      )}
      <p className="h-4 text-[11px] text-fg-muted">
        {timeline.data && (voted ? ko.sentiment.timelineLegend : ko.sentiment.timelineEmpty)}
      </p>
    </div>
  );
}

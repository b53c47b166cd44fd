import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { useBoards } from '../../features/boards/api/get-boards';
import { parseTimeRange, PopularFeedHeader } from '../../features/boards/components/feed-header';
import { PostFeed } from '../../features/posts/components/post-feed';

export default function PopularRoute() {
  const boards = useBoards();
  const [params, setParams] = useSearchParams();
  const timeRange = parseTimeRange(params.get('timeRange'));
  return (
    <FeedColumn>
      <PopularFeedHeader
        timeRange={timeRange}
        onTimeRangeChange={(range) =>
          setParams(range === 'week' ? {} : { timeRange: range }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
      <PostFeed key={timeRange} pending={boards.isPending} />
    </FeedColumn>
  );
}

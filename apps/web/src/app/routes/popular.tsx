import { normalizeTimeRange, type PopularTimeRange } from '@myeolgong/contract/posts';
import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { PopularFeedHeader } from '../../features/boards/components/feed-header';
import { useNotices } from '../../features/posts/api/get-notices';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';

/** /popular and /boards/popular: the most liked posts of a week (or ?timeRange=). */
export default function PopularRoute() {
  const [params, setParams] = useSearchParams();
  const timeRange = normalizeTimeRange(params.get('timeRange'));
  // The site-wide notices stand above the list, as on every list of posts.
  const notices = useNotices(null).data ?? [];
  const onTimeRangeChange = (range: PopularTimeRange) =>
    setParams(range === 'week' ? {} : { timeRange: range }, {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <FeedColumn>
      <PopularFeedHeader timeRange={timeRange} onTimeRangeChange={onTimeRangeChange} />
      <NoticeList notices={notices} />
      <PostFeed
        key={timeRange}
        source={{ kind: 'popular', timeRange }}
        hiddenIds={new Set(notices.map((post) => post.id))}
      />
    </FeedColumn>
  );
}

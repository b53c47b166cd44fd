import { FeedColumn } from '../../components/ui/feed-column';
import { AllFeedHeader } from '../../features/boards/components/feed-header';
import { FeedSortTabs } from '../../features/posts/components/feed-sort-tabs';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSortParam } from '../../features/posts/hooks/use-feed-sort-param';

/** /all and /boards/all: every board's posts. */
export default function AllRoute() {
  const [sort, setSort] = useFeedSortParam();
  return (
    <FeedColumn>
      <AllFeedHeader />
      <FeedSortTabs sort={sort} onSortChange={setSort} />
      <PostFeed key={sort} source={{ kind: 'board', board: 'all', sort }} />
    </FeedColumn>
  );
}

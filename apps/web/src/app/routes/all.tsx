import { FeedColumn } from '../../components/ui/feed-column';
import { AllFeedHeader } from '../../features/boards/components/feed-header';
import { useNotices } from '../../features/posts/api/get-notices';
import { FeedSortTabs } from '../../features/posts/components/feed-sort-tabs';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSortParam } from '../../features/posts/hooks/use-feed-sort-param';

/** /all and /boards/all: every board's posts. */
export default function AllRoute() {
  const [sort, setSort] = useFeedSortParam();
  const notices = useNotices(null).data ?? [];
  return (
    <FeedColumn>
      <AllFeedHeader />
      <FeedSortTabs sort={sort} onSortChange={setSort} />
      <NoticeList notices={notices} />
      <PostFeed
        key={sort}
        source={{ kind: 'board', board: 'all', sort }}
        hiddenIds={new Set(notices.map((post) => post.id))}
      />
    </FeedColumn>
  );
}

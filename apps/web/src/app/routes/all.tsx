import { FeedColumn } from '../../components/ui/feed-column';
import { AllFeedHeader } from '../../features/boards/components/feed-header';
import { useNotices } from '../../features/posts/api/get-notices';
import { FeedSortTabs } from '../../features/posts/components/feed-sort-tabs';
import { ListLayoutToggle } from '../../features/posts/components/list-layout-toggle';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';
import { LazyPostTable } from '../lazy-post-table';
import { useFeedSortParam } from '../../features/posts/hooks/use-feed-sort-param';
import { useListLayout, usePageParam } from '../../features/posts/hooks/use-list-layout';

/** /all and /boards/all: every board's posts. */
export default function AllRoute() {
  const [sort, setSort] = useFeedSortParam();
  const notices = useNotices(null).data ?? [];
  const [layout, setLayout] = useListLayout();
  const [page] = usePageParam();
  return (
    <FeedColumn>
      <AllFeedHeader />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FeedSortTabs sort={sort} onSortChange={setSort} />
        <ListLayoutToggle layout={layout} onChange={setLayout} />
      </div>
      {(layout === 'cards' || page === 0) && <NoticeList notices={notices} />}
      {layout === 'table' ? (
        <LazyPostTable
          board="all"
          sort={sort}
          hiddenIds={new Set(notices.map((post) => post.id))}
        />
      ) : (
        <PostFeed
          key={sort}
          source={{ kind: 'board', board: 'all', sort }}
          hiddenIds={new Set(notices.map((post) => post.id))}
        />
      )}
    </FeedColumn>
  );
}

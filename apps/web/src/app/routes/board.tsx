import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { useBoard } from '../../features/boards/api/get-board';
import { BoardHeader } from '../../features/boards/components/board-header';
import { isBoardMissing } from '../../features/boards/utils/fallback-boards';
import { useNotices } from '../../features/posts/api/get-notices';
import { FeedSortTabs } from '../../features/posts/components/feed-sort-tabs';
import { BestTab, useBoardViewParam } from '../../features/posts/components/best-tab';
import { CategoryTabs, useCategoryParam } from '../../features/posts/components/category-tabs';
import { ListLayoutToggle } from '../../features/posts/components/list-layout-toggle';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';
import { LazyPostTable } from '../lazy-post-table';
import { useFeedSortParam } from '../../features/posts/hooks/use-feed-sort-param';
import { useListLayout, usePageParam } from '../../features/posts/hooks/use-list-layout';
import * as ko from '../../lib/i18n/ko';
import AllRoute from './all';
import PopularRoute from './popular';

export default function BoardRoute() {
  const boardName = useParams().boardName ?? '';
  if (boardName.toLowerCase() === 'all') return <AllRoute />;
  if (boardName.toLowerCase() === 'popular') return <PopularRoute />;
  return <NamedBoard key={boardName} name={boardName} />;
}

function NamedBoard({ name }: { name: string }) {
  const board = useBoard(name);
  const [sort, setSort] = useFeedSortParam();
  const missing = board.isError && isBoardMissing(board.error);
  const notices = useNotices(name).data ?? [];
  const categories = board.data?.categories ?? [];
  const [category, setCategory] = useCategoryParam(categories);
  const [view, setView] = useBoardViewParam();
  const [layout, setLayout] = useListLayout();
  const [page] = usePageParam();
  return (
    <FeedColumn>
      <BoardHeader name={name} />
      {!missing && view === 'best' && (
        <>
          <BestTab view={view} onChange={setView} />
          <NoticeList notices={notices} />
          <PostFeed
            key="best"
            source={{ kind: 'best', board: name }}
            hiddenIds={new Set(notices.map((post) => post.id))}
            emptyTitle={ko.conventions.bestEmpty}
            emptyDescription={ko.conventions.bestEmptyHint}
          />
        </>
      )}
      {!missing && view === 'all' && (
        <>
          <BestTab view={view} onChange={setView} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <FeedSortTabs sort={sort} onSortChange={setSort} />
            <ListLayoutToggle layout={layout} onChange={setLayout} />
          </div>
          <CategoryTabs categories={categories} value={category} onChange={setCategory} />
          {(layout === 'cards' || page === 0) && <NoticeList notices={notices} />}
          {layout === 'table' ? (
            <LazyPostTable
              board={name}
              sort={sort}
              category={category || undefined}
              hiddenIds={new Set(notices.map((post) => post.id))}
            />
          ) : (
            <PostFeed
              key={`${sort}:${category}`}
              source={{ kind: 'board', board: name, sort, ...(category ? { category } : {}) }}
              hiddenIds={new Set(notices.map((post) => post.id))}
            />
          )}
        </>
      )}
    </FeedColumn>
  );
}

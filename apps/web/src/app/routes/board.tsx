import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { useBoard } from '../../features/boards/api/get-board';
import { BoardHeader } from '../../features/boards/components/board-header';
import { isBoardMissing } from '../../features/boards/utils/fallback-boards';
import { useNotices } from '../../features/posts/api/get-notices';
import { FeedSortTabs } from '../../features/posts/components/feed-sort-tabs';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';
import { useFeedSortParam } from '../../features/posts/hooks/use-feed-sort-param';
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
  return (
    <FeedColumn>
      <BoardHeader name={name} />
      {!missing && (
        <>
          <FeedSortTabs sort={sort} onSortChange={setSort} />
          <NoticeList notices={notices} />
          <PostFeed
            key={sort}
            source={{ kind: 'board', board: name, sort }}
            hiddenIds={new Set(notices.map((post) => post.id))}
          />
        </>
      )}
    </FeedColumn>
  );
}

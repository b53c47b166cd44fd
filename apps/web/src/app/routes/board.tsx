import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { useBoard } from '../../features/boards/api/get-board';
import { BoardHeader } from '../../features/boards/components/board-header';
import { PostFeed } from '../../features/posts/components/post-feed';
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
  return (
    <FeedColumn>
      <BoardHeader name={name} />
      {!board.isError && <PostFeed pending={board.isPending} />}
    </FeedColumn>
  );
}

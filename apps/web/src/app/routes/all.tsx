import { FeedColumn } from '../../components/ui/feed-column';
import { useBoards } from '../../features/boards/api/get-boards';
import { AllFeedHeader } from '../../features/boards/components/feed-header';
import { PostFeed } from '../../features/posts/components/post-feed';

export default function AllRoute() {
  const boards = useBoards();
  return (
    <FeedColumn>
      <AllFeedHeader />
      <PostFeed pending={boards.isPending} />
    </FeedColumn>
  );
}

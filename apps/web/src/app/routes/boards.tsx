import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { BoardList } from '../../features/boards/components/board-list';
import * as ko from '../../lib/i18n/ko';
import { useSession } from '../../lib/session';

export default function BoardsRoute() {
  const { signedIn } = useSession();
  return (
    <FeedColumn>
      <PageHeader title={ko.boards.title} description={ko.boards.description} />
      <BoardList signedIn={signedIn} />
    </FeedColumn>
  );
}

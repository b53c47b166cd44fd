import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { usePopularBoards } from '../api/get-popular-boards';
import { BoardIcon } from './board-icon';

/** A short list of the boards with the most subscribers, for the home page's right rail. */
export function BoardRanking({ limit = 5 }: { limit?: number }) {
  const boards = usePopularBoards();
  if (boards.isError) return null;
  return (
    <section
      aria-labelledby="board-ranking"
      className="rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="board-ranking" className="text-sm font-semibold">
        {ko.home.rankingTitle}
      </h2>
      <ol className="mt-3 space-y-1">
        {boards.isSuccess
          ? boards.data.slice(0, limit).map((board, index) => (
              <li key={board.id}>
                <Link
                  to={`/boards/${board.name}`}
                  className="flex items-center gap-2.5 rounded-lg px-1.5 py-1.5 text-sm hover:bg-surface-muted"
                >
                  <span className="w-4 text-center text-xs font-semibold text-fg-muted tabular-nums">
                    {index + 1}
                  </span>
                  <BoardIcon
                    name={board.name}
                    displayName={board.displayName}
                    iconUrl={board.iconUrl}
                    size="sm"
                  />
                  <span className="min-w-0 flex-1 truncate">{board.displayName}</span>
                  <span className="text-xs text-fg-muted tabular-nums">
                    {ko.boards.subscriberCount(formatCount(board.subscriberCount))}
                  </span>
                </Link>
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="flex items-center gap-2.5 px-1.5 py-1.5">
                <Skeleton className="size-6" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
      </ol>
    </section>
  );
}

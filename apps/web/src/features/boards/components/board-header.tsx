import { ErrorBlock } from '../../../components/ui/error-block';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { ko } from '../../../lib/i18n/ko';
import { useBoard } from '../api/get-board';
import { BoardIcon } from './board-icon';

/** The header of a real board; reports back whether the board exists so the page can hide its feed. */
export function BoardHeader({ name }: { name: string }) {
  const board = useBoard(name);

  if (board.isPending) {
    return (
      <LoadingRegion label={ko.common.loading} className="flex items-start gap-3">
        <Skeleton className="size-14 rounded-xl" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3.5 w-36" />
        </div>
      </LoadingRegion>
    );
  }

  if (board.isError) {
    return (
      <ErrorBlock
        message={errorMessage(board.error, ko.errors.boardNotFound)}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  }

  const { data } = board;
  return (
    <PageHeader
      icon={
        <BoardIcon
          name={data.name}
          displayName={data.displayName}
          iconUrl={data.iconUrl}
          size="lg"
        />
      }
      title={data.displayName}
      description={
        <>
          <span className="block">{data.description}</span>
          <span className="mt-1.5 flex gap-3 text-xs tabular-nums">
            <span>{ko.boards.subscriberCount(formatNumber(data.subscriberCount))}</span>
            <span>{ko.boards.postCount(formatNumber(data.postCount))}</span>
          </span>
        </>
      }
    />
  );
}

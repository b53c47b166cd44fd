import { ErrorBlock } from '../../../components/ui/error-block';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useBoard } from '../api/get-board';
import { fallbackBoard, isBoardMissing } from '../utils/fallback-boards';
import { BoardIcon } from './board-icon';
import { SubscribeButton } from './subscribe-button';

/**
 * The header of a real board with its subscribe button. A missing board shows the error block;
 * an unreachable server (after the retries of SPEC.md §8) the built-in or placeholder board.
 */
export function BoardHeader({ name }: { name: string }) {
  const query = useBoard(name);

  if (query.isPending) {
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

  if (query.isError && isBoardMissing(query.error)) {
    return (
      <ErrorBlock
        message={errorMessage(query.error, ko.errors.boardNotFound)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        wayOut
      />
    );
  }

  const board = query.data ?? fallbackBoard(name);
  const real = query.isSuccess && board.id > 0;
  return (
    <PageHeader
      icon={
        <BoardIcon
          name={board.name}
          displayName={board.displayName}
          iconUrl={board.iconUrl}
          size="lg"
        />
      }
      title={board.displayName}
      description={
        <>
          <span className="block">{board.description}</span>
          <span className="mt-1.5 flex gap-3 text-xs tabular-nums">
            <span>{ko.boards.subscriberCount(formatNumber(board.subscriberCount))}</span>
            <span>{ko.boards.postCount(formatNumber(board.postCount))}</span>
          </span>
        </>
      }
      actions={real ? <SubscribeButton board={board} /> : undefined}
    />
  );
}

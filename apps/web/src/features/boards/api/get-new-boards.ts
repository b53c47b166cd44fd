import { boardsNewest } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOARD_LIST_STALE_MS, boardFetchRetry, boardFetchRetryDelay } from '../utils/board-retry';
import { boardsQueryKey } from './get-boards';

/** The newest boards first. */
function getNewBoards(signal?: AbortSignal): Promise<Board[]> {
  return call(boardsNewest, { signal });
}

function newBoardsQueryOptions() {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'new'],
    queryFn: ({ signal }) => getNewBoards(signal),
    staleTime: BOARD_LIST_STALE_MS,
    retry: boardFetchRetry,
    retryDelay: boardFetchRetryDelay,
  });
}

export function useNewBoards() {
  return useQuery(newBoardsQueryOptions());
}

import { boardsPopular } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOARD_LIST_STALE_MS, boardFetchRetry, boardFetchRetryDelay } from '../utils/board-retry';
import { boardsQueryKey } from './get-boards';

/** Boards with the most subscribers first. */
function getPopularBoards(signal?: AbortSignal): Promise<Board[]> {
  return call(boardsPopular, { signal });
}

function popularBoardsQueryOptions() {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'popular'],
    queryFn: ({ signal }) => getPopularBoards(signal),
    staleTime: BOARD_LIST_STALE_MS,
    retry: boardFetchRetry,
    retryDelay: boardFetchRetryDelay,
  });
}

export function usePopularBoards() {
  return useQuery(popularBoardsQueryOptions());
}

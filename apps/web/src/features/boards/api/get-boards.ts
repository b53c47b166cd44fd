import { boardsList } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOARD_LIST_STALE_MS, boardFetchRetry, boardFetchRetryDelay } from '../utils/board-retry';

export const boardsQueryKey = ['boards'] as const;

function getBoards(signal?: AbortSignal): Promise<Board[]> {
  return call(boardsList, { signal });
}

function boardsQueryOptions() {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'list'],
    queryFn: ({ signal }) => getBoards(signal),
    staleTime: BOARD_LIST_STALE_MS,
    retry: boardFetchRetry,
    retryDelay: boardFetchRetryDelay,
  });
}

export function useBoards() {
  return useQuery(boardsQueryOptions());
}

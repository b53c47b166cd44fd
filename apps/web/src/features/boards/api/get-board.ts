import { boardsByName } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOARD_LIST_STALE_MS, boardFetchRetry, boardFetchRetryDelay } from '../utils/board-retry';
import { boardsQueryKey } from './get-boards';

function getBoard(name: string, signal?: AbortSignal): Promise<Board> {
  return call(boardsByName, { params: { name }, signal });
}

function boardQueryOptions(name: string) {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'detail', name],
    queryFn: ({ signal }) => getBoard(name, signal),
    staleTime: BOARD_LIST_STALE_MS,
    retry: boardFetchRetry,
    retryDelay: boardFetchRetryDelay,
  });
}

export function useBoard(name: string) {
  return useQuery(boardQueryOptions(name));
}

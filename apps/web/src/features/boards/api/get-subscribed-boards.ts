import { boardsSubscribed } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { BOARD_LIST_STALE_MS } from '../utils/board-retry';
import { boardsQueryKey } from './get-boards';

/** The signed-in member's boards. */
function getSubscribedBoards(signal?: AbortSignal): Promise<Board[]> {
  return call(boardsSubscribed, { signal });
}

function subscribedBoardsQueryOptions() {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'subscribed'],
    queryFn: ({ signal }) => getSubscribedBoards(signal),
    staleTime: BOARD_LIST_STALE_MS,
  });
}

export function useSubscribedBoards() {
  return useQuery(subscribedBoardsQueryOptions());
}

import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const boardsQueryKey = ['boards'] as const;

export function getBoards(signal?: AbortSignal): Promise<Board[]> {
  return api.get<Board[]>('/api/boards', { signal });
}

export function boardsQueryOptions() {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'list'],
    queryFn: ({ signal }) => getBoards(signal),
    staleTime: 2 * 60_000,
  });
}

export function useBoards() {
  return useQuery(boardsQueryOptions());
}

import type { Board } from '@myeolgong/contract/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { boardsQueryKey } from './get-boards';

export function getBoard(name: string, signal?: AbortSignal): Promise<Board> {
  return api.get<Board>(`/api/boards/${encodeURIComponent(name)}`, { signal });
}

export function boardQueryOptions(name: string) {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'detail', name],
    queryFn: ({ signal }) => getBoard(name, signal),
    staleTime: 2 * 60_000,
  });
}

export function useBoard(name: string) {
  return useQuery(boardQueryOptions(name));
}

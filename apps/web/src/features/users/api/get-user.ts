import { usersById } from '@myeolgong/contract/endpoints/users';
import type { User } from '@myeolgong/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const usersQueryKey = ['users'] as const;

function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return call(usersById, { params: { id }, signal });
}

function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'id', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}

import { moderationUsers } from '@myeolgong/contract/endpoints/moderation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ADMIN_PAGE_SIZE, adminQueryKey } from './moderation-query-key';

export type MemberFilter = 'all' | 'restricted' | 'operators';

function getAdminUsers(query: string, filter: MemberFilter, page: number, signal?: AbortSignal) {
  return call(moderationUsers, {
    query: {
      query: query || undefined,
      only: filter === 'all' ? undefined : filter,
      page,
      size: ADMIN_PAGE_SIZE,
    },
    signal,
  });
}

function adminUsersQueryOptions(query: string, filter: MemberFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'users', query, filter],
    queryFn: ({ pageParam, signal }) => getAdminUsers(query, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: string, filter: MemberFilter) {
  return useInfiniteQuery(adminUsersQueryOptions(query, filter));
}

import { aiPeople } from '@myeolgong/contract/endpoints/ai';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every cached query of the operators' people list sits under this key. */
export const adminPeopleKey = ['ai', 'admin', 'people'] as const;
const PAGE_SIZE = 20;

/** GET /api/admin/people: the knowledge base, by name, searchable (operators). */
function getAdminPeople(query: string, page: number, signal?: AbortSignal) {
  return call(aiPeople, {
    query: { query: query || undefined, page, size: PAGE_SIZE },
    signal,
  });
}

function adminPeopleQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: [...adminPeopleKey, query],
    queryFn: ({ pageParam, signal }) => getAdminPeople(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
  });
}

export function useAdminPeople(query: string) {
  return useInfiniteQuery(adminPeopleQueryOptions(query));
}

import { usersSearch } from '@myeolgong/contract/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { call } from '../http';

/** GET /api/users/search?nickname=: up to 10 members whose nickname starts with `prefix`. */
export function useUserSearch(prefix: string | null) {
  return useQuery({
    queryKey: ['users', 'search', prefix],
    queryFn: ({ signal }) => call(usersSearch, { query: { nickname: prefix ?? '' }, signal }),
    enabled: prefix !== null,
    staleTime: 30_000,
  });
}

import type { UserSuggestion } from '@myeolgong/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../http';

/** GET /api/users/search?nickname=: up to 10 members whose nickname starts with `prefix`. */
export function useUserSearch(prefix: string | null) {
  return useQuery({
    queryKey: ['users', 'search', prefix],
    queryFn: ({ signal }) =>
      api.get<UserSuggestion[]>('/api/users/search', { query: { nickname: prefix ?? '' }, signal }),
    enabled: prefix !== null,
    staleTime: 30_000,
  });
}

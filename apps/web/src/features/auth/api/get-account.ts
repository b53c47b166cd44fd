import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from './get-current-user';

/**
 * The signed-in member's own account (e-mail confirmation, password) for 계정 보안. A key of its
 * own, not the shell's current-user query: invalidating that one (nickname change, sign-in) must
 * not refetch this with a token the member is about to give up (account deletion).
 */
export function accountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'account', token] as const,
    queryFn: ({ signal }) => getCurrentUser({ signal, token }),
    staleTime: 30_000,
    retry: false,
  });
}

import { usersMe } from '@myeolgong/contract/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The member a token belongs to; `token` defaults to the stored one. */
export function getCurrentUser(options: { signal?: AbortSignal; token?: string } = {}) {
  return call(usersMe, options);
}

export function currentUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, token],
    queryFn: ({ signal }) => getCurrentUser({ signal, token }),
    staleTime: 30_000,
  });
}

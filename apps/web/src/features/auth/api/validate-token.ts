import { usersValidateToken } from '@myeolgong/contract/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function validateToken(options: { signal?: AbortSignal; token?: string } = {}) {
  return call(usersValidateToken, options);
}

/** One check a minute at most, however often screens call requireLogin(). */
export function tokenValidityQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'validate-token', token],
    queryFn: ({ signal }) => validateToken({ signal, token }),
    staleTime: 60_000,
    retry: false,
  });
}

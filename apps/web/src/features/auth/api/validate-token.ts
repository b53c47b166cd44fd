import type { TokenValidity } from '@myeolgong/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http';

function validateToken(options: { signal?: AbortSignal; token?: string } = {}) {
  return api.get<TokenValidity>('/api/users/validate-token', options);
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

import { usersMyLikes } from '@myeolgong/contract/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function getLikeHistory(options: { signal?: AbortSignal; token?: string } = {}) {
  return call(usersMyLikes, options);
}

export function likeHistoryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'like-history', token],
    queryFn: ({ signal }) => getLikeHistory({ signal, token }),
    retry: false,
  });
}

import type { LikeHistoryEntry } from '@myeolgong/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http';

function getLikeHistory(options: { signal?: AbortSignal; token?: string } = {}) {
  return api.get<LikeHistoryEntry[]>('/api/users/me/likes', options);
}

export function likeHistoryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'like-history', token],
    queryFn: ({ signal }) => getLikeHistory({ signal, token }),
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** One post the member liked (value 1) or un-liked (0). */
export interface LikeHistoryEntry {
  postId: number;
  value: number;
}

export function getLikeHistory(options: { signal?: AbortSignal; token?: string } = {}) {
  return api.get<LikeHistoryEntry[]>('/api/users/me/likes', options);
}

export function likeHistoryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'like-history', token],
    queryFn: ({ signal }) => getLikeHistory({ signal, token }),
    retry: false,
  });
}

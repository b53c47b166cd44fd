import { postsById } from '@myeolgong/contract/endpoints/posts';
import type { Post } from '@myeolgong/contract/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/http';
import { postsQueryKey } from './posts-query-key';

function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return call(postsById, { params: { id }, signal });
}

export function postQueryKey(id: number) {
  return [...postsQueryKey, 'detail', id] as const;
}

/** A missing post or a refused id will not change on a second try. */
function retryPost(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function postQueryOptions(id: number) {
  return queryOptions({
    queryKey: postQueryKey(id),
    queryFn: ({ signal }) => getPost(id, signal),
    retry: retryPost,
  });
}

export function usePost(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(id), enabled: options.enabled ?? true });
}

import type { Revision } from '@myeolgong/contract/conventions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { postsQueryKey } from './posts-query-key';

/** A post's earlier versions, oldest first. */
function getRevisions(postId: number, signal?: AbortSignal): Promise<Revision[]> {
  return api.get<Revision[]>(`/api/posts/${postId}/revisions`, { signal });
}

/** `editedAt` in the key: an edit makes a new history. */
export function useRevisions(postId: number, editedAt: string | null) {
  return useQuery({
    queryKey: [...postsQueryKey, 'revisions', postId, editedAt],
    queryFn: ({ signal }) => getRevisions(postId, signal),
  });
}

import { postsRevisions } from '@myeolgong/contract/endpoints/posts';
import type { Revision } from '@myeolgong/contract/conventions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { postsQueryKey } from './posts-query-key';

/** A post's earlier versions, oldest first. */
function getRevisions(postId: number, signal?: AbortSignal): Promise<Revision[]> {
  return call(postsRevisions, { params: { id: postId }, signal });
}

/** `editedAt` in the key: an edit makes a new history. */
export function useRevisions(postId: number, editedAt: string | null) {
  return useQuery({
    queryKey: [...postsQueryKey, 'revisions', postId, editedAt],
    queryFn: ({ signal }) => getRevisions(postId, signal),
  });
}

import { postsNeighbors } from '@myeolgong/contract/endpoints/posts';
import type { Neighbors } from '@myeolgong/contract/conventions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { feedsQueryKey, POST_LIST_STALE_MS } from './posts-query-key';

/** 이전글/다음글: the posts listed just above and below this one on its board. */
function getNeighbors(postId: number, signal?: AbortSignal): Promise<Neighbors> {
  return call(postsNeighbors, { params: { id: postId }, signal });
}

export function useNeighbors(postId: number) {
  return useQuery({
    // Under the feeds' key: a new or deleted post on the board refreshes it with the lists.
    queryKey: [...feedsQueryKey, 'neighbors', postId],
    queryFn: ({ signal }) => getNeighbors(postId, signal),
    staleTime: POST_LIST_STALE_MS,
  });
}

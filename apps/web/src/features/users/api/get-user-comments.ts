import { usersComments } from '@myeolgong/contract/endpoints/users';
import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';
import { nextPage, PROFILE_PAGE_SIZE } from './get-user-posts';

function getUserComments(
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<Comment>> {
  return call(usersComments, {
    params: { id: userId },
    query: { page, size: PROFILE_PAGE_SIZE },
    signal,
  });
}

function userCommentsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'id', userId, 'comments'],
    queryFn: ({ pageParam, signal }) => getUserComments(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useUserComments(userId: number) {
  return useInfiniteQuery(userCommentsQueryOptions(userId));
}

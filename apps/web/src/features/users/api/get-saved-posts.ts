import { usersSavedPosts } from '@myeolgong/contract/endpoints/users';
import type { Paged } from '@myeolgong/contract/paging';
import type { Post } from '@myeolgong/contract/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';
import { nextPage, PROFILE_PAGE_SIZE } from './get-user-posts';

/** The signed-in member's own saved posts. */
function getSavedPosts(page: number, signal?: AbortSignal): Promise<Paged<Post>> {
  return call(usersSavedPosts, {
    query: { page, size: PROFILE_PAGE_SIZE },
    signal,
  });
}

function savedPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'saved-posts'],
    queryFn: ({ pageParam, signal }) => getSavedPosts(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useSavedPosts() {
  return useInfiniteQuery(savedPostsQueryOptions());
}

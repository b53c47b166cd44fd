import { usersPosts } from '@myeolgong/contract/endpoints/users';
import type { Paged } from '@myeolgong/contract/paging';
import type { Post } from '@myeolgong/contract/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';

export const PROFILE_PAGE_SIZE = 20;

function getUserPosts(userId: number, page: number, signal?: AbortSignal): Promise<Paged<Post>> {
  return call(usersPosts, {
    params: { id: userId },
    query: { page, size: PROFILE_PAGE_SIZE },
    signal,
  });
}

/** The next 0-based page, or undefined once the server says this was the last one. */
export function nextPage(page: Paged<unknown>): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.number + 1;
}

function userPostsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'id', userId, 'posts'],
    queryFn: ({ pageParam, signal }) => getUserPosts(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useUserPosts(userId: number) {
  return useInfiniteQuery(userPostsQueryOptions(userId));
}

import { followsFollowers, followsFollowing } from '@myeolgong/contract/endpoints/follows';
import type { FollowMember } from '@myeolgong/contract/follows';
import type { Paged } from '@myeolgong/contract/paging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';
import { nextPage } from './get-user-posts';

export type FollowSide = 'followers' | 'following';

/** A member's followers or the members they follow, newest follow first, 20 at a time. */
export function useFollows(userId: number, side: FollowSide) {
  return useInfiniteQuery({
    queryKey: [...usersQueryKey, 'id', userId, side],
    queryFn: ({ pageParam, signal }): Promise<Paged<FollowMember>> =>
      call(side === 'followers' ? followsFollowers : followsFollowing, {
        params: { id: userId },
        query: { page: pageParam, size: 20 },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

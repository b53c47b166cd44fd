import { followsFollow, followsUnfollow } from '@myeolgong/contract/endpoints/follows';
import type { User } from '@myeolgong/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';

/** The 팔로잉 feed's key (posts by the members I follow): a follow changes it. */
const followingFeedKey = ['posts', 'feed', 'following'] as const;

/**
 * PUT or DELETE /api/users/{id}/follow. The profile's `followedByMe` and counts turn at once and
 * come back from the server after; the 팔로잉 feed is read again.
 */
export function useSetFollowing(userId: number) {
  const client = useQueryClient();
  const profileKey = [...usersQueryKey, 'id', userId];
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? call(followsFollow, { params: { id: userId } })
        : call(followsUnfollow, { params: { id: userId } }),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: profileKey, exact: true });
      const before = client.getQueryData<User>(profileKey);
      if (before) {
        const was = before.followedByMe === true;
        const delta = follow === was ? 0 : follow ? 1 : -1;
        client.setQueryData<User>(profileKey, {
          ...before,
          followedByMe: follow,
          followers: Math.max(0, (before.followers ?? 0) + delta),
        });
      }
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) client.setQueryData(profileKey, context.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usersQueryKey });
      void client.invalidateQueries({ queryKey: followingFeedKey });
    },
  });
}

import { usersByNickname } from '@myeolgong/contract/endpoints/users';
import type { User } from '@myeolgong/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';

function getUserByNickname(nickname: string, signal?: AbortSignal): Promise<User> {
  return call(usersByNickname, { params: { nickname }, signal });
}

function userByNicknameQueryOptions(nickname: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'nickname', nickname],
    queryFn: ({ signal }) => getUserByNickname(nickname, signal),
  });
}

export function useUserByNickname(nickname: string | null) {
  return useQuery({ ...userByNicknameQueryOptions(nickname ?? ''), enabled: nickname !== null });
}

import { usersCheckNickname } from '@myeolgong/contract/endpoints/users';
import type { NicknameCheck } from '@myeolgong/contract/users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { usersQueryKey } from './get-user';

export type { NicknameCheck };

function checkNickname(nickname: string, signal?: AbortSignal): Promise<NicknameCheck> {
  return call(usersCheckNickname, { query: { nickname }, signal });
}

function checkNicknameQueryOptions(nickname: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'check-nickname', nickname],
    queryFn: ({ signal }) => checkNickname(nickname, signal),
    // A name can be taken at any moment: every click asks the server again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The '중복 확인' button: a GET the user triggers, with the modal showing its own messages. */
export function useCheckNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => client.fetchQuery(checkNicknameQueryOptions(nickname)),
    meta: { handlesErrors: true },
  });
}

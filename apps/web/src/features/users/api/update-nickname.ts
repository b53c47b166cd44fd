import { usersChangeNickname } from '@myeolgong/contract/endpoints/users';
import type { User } from '@myeolgong/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { setSessionUser } from '../../../lib/session';
import { usersQueryKey } from './get-user';

function updateNickname(nickname: string): Promise<User> {
  return call(usersChangeNickname, { body: { nickname } });
}

/** Saves the nickname, then updates the cached user and every profile that shows it. */
export function useUpdateNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    meta: { handlesErrors: true },
    onSuccess: (user) => {
      setSessionUser(user);
      void client.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

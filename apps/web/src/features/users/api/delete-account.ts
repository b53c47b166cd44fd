import { usersDeleteMe } from '@myeolgong/contract/endpoints/users';
import type { AccountDeleted } from '@myeolgong/contract/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { signOut } from '../../../lib/session';

function deleteAccount(): Promise<AccountDeleted> {
  return call(usersDeleteMe);
}

/** Deletes the signed-in member's account; the server revokes the token, so the session ends. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    meta: { handlesErrors: true },
    onSuccess: () => signOut(),
  });
}

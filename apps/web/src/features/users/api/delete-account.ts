import type { AccountDeleted } from '@myeolgong/contract/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { signOut } from '../../../lib/session';

function deleteAccount(): Promise<AccountDeleted> {
  return api.delete<AccountDeleted>('/users/current');
}

/** Deletes the signed-in member's account; the server revokes the token, so the session ends. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    meta: { handlesErrors: true },
    onSuccess: () => signOut(),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { signOut } from '../../../lib/session';

export function deleteAccount(): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>('/users/current');
}

/** Deletes the signed-in member's account; the server revokes the token, so the session ends. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    meta: { handlesErrors: true },
    onSuccess: () => signOut(),
  });
}

import { authChangePassword } from '@myeolgong/contract/endpoints/auth';
import type { ChangePasswordBody, TokenResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { signIn } from '../../../lib/session';

function changePassword(body: ChangePasswordBody): Promise<TokenResponse> {
  return call(authChangePassword, { body });
}

/**
 * Changes the password. Every earlier token stops working on the server, so this device keeps
 * its session with the fresh token the answer carries.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { handlesErrors: true },
    onSuccess: ({ token }) => signIn(token),
  });
}

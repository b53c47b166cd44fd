import { authConfirmEmail } from '@myeolgong/contract/endpoints/auth';
import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function confirmEmail(token: string): Promise<MessageResponse> {
  return call(authConfirmEmail, { body: { token } });
}

/** Confirms the address of the link in the confirmation e-mail. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { handlesErrors: true } });
}

import { endpoints } from '@myeolgong/contract/endpoints';
import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function confirmEmail(token: string): Promise<MessageResponse> {
  return call(endpoints.auth.confirmEmail, { body: { token } });
}

/** Confirms the address of the link in the confirmation e-mail. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { handlesErrors: true } });
}

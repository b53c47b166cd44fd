import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

function confirmEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/confirm-email', { token });
}

/** Confirms the address of the link in the confirmation e-mail. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { handlesErrors: true } });
}

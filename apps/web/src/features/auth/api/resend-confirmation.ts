import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

function resendConfirmation(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/confirm-email/resend');
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { handlesErrors: true } });
}

import { endpoints } from '@myeolgong/contract/endpoints';
import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function resendConfirmation(): Promise<MessageResponse> {
  return call(endpoints.auth.resendConfirmation);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { handlesErrors: true } });
}

import { authResendConfirmation } from '@myeolgong/contract/endpoints/auth';
import type { MessageResponse } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function resendConfirmation(): Promise<MessageResponse> {
  return call(authResendConfirmation);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { handlesErrors: true } });
}

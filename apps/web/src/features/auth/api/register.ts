import { authRegister } from '@myeolgong/contract/endpoints/auth';
import type { AuthResponse, RegisterBody } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function register(body: RegisterBody): Promise<AuthResponse> {
  return call(authRegister, { body });
}

/** The form shows every failure itself, so the app-wide error toast stays out of it. */
export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesErrors: true } });
}

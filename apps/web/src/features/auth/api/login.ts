import { authLogin } from '@myeolgong/contract/endpoints/auth';
import type { AuthResponse, LoginBody } from '@myeolgong/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function login(body: LoginBody): Promise<AuthResponse> {
  return call(authLogin, { body });
}

/** The form shows every failure itself, so the app-wide error toast stays out of it. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesErrors: true } });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { signOut } from '../../../lib/session';

function logoutAll(): Promise<void> {
  return api.post<void>('/api/auth/logout-all');
}

/** Signs out every device, this one included: the server revokes every token of the member. */
export function useLogoutAll() {
  return useMutation({
    mutationFn: logoutAll,
    meta: { handlesErrors: true },
    onSuccess: () => signOut(),
  });
}

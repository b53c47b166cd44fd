import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionCheckRequested, useSession } from '../../../lib/session';
import { refreshCurrentUser, validateSession } from '../utils/session';

/** Keeps the cached user fresh for each token and answers requireLogin()'s background checks. */
export function useSessionSync(): void {
  const client = useQueryClient();
  const { token } = useSession();

  useEffect(() => {
    if (token) void refreshCurrentUser(client);
  }, [client, token]);

  useEffect(() => onSessionCheckRequested(() => void validateSession(client)), [client]);
}

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { currentUserQueryKey } from '../features/auth/api/get-current-user';
import { refreshCurrentUser } from '../features/auth/utils/session';
import { ApiError } from '../lib/http';
import { getToken, signOut, subscribeSession, syncSession } from '../lib/session';
import { showToast } from '../lib/toast';
import { StockTalkSlots } from './stock-talk-slots';

/** Client errors other than time-outs and rate limits will fail the same way again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** A rejected token means the session is over (SPEC.md §8: 401 clears the token). */
function onAuthError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) signOut({ expired: true });
}

export function createQueryClient(): QueryClient {
  /** A 403 for a restricted member: refresh the member so the 'restricted until' notices show. */
  const onRestricted = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'RESTRICTED') {
      void client
        .invalidateQueries({ queryKey: currentUserQueryKey })
        .then(() => refreshCurrentUser(client));
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onAuthError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onRestricted(error);
        // Forms that show their own messages (sign-in, nickname) opt out of the generic handling.
        if (mutation.meta?.handlesErrors === true) return;
        onAuthError(error);
        if (error instanceof ApiError) showToast(error.message, 'error');
      },
    }),
    defaultOptions: {
      queries: {
        // SPEC.md §7: a failed request is retried once after 1 s.
        retry: shouldRetry,
        retryDelay: 1_000,
        // SPEC.md §9: cached data counts as fresh for 5 minutes (lists set their own 2 minutes).
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  useEffect(() => {
    // Signing in or out changes what the server returns (e.g. Board.subscribed).
    let token = getToken();
    const unsubscribe = subscribeSession(() => {
      if (getToken() === token) return;
      token = getToken();
      void client.invalidateQueries();
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token' || event.key === 'user') syncSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <StockTalkSlots>{children}</StockTalkSlots>
    </QueryClientProvider>
  );
}

import type { User } from '@myeolgong/contract/users';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http';
import { openModal } from '../../../lib/modal-store';
import { getToken, setOfflineMode, setSessionUser, signIn, signOut } from '../../../lib/session';
import { sessionKeys, storageKeys, writeLocal, writeSession } from '../../../lib/storage-keys';
import { currentUserQueryOptions } from '../api/get-current-user';
import { likeHistoryQueryOptions } from '../api/get-like-history';
import { tokenValidityQueryOptions } from '../api/validate-token';

/**
 * SPEC.md §4: the cached user is shown at once and refreshed in the background. A rejected token
 * (401, 403) signs out; an unreachable server keeps the cached user in offline mode; a server error
 * keeps the cached user as it is.
 */
export async function refreshCurrentUser(client: QueryClient): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const user = await client.fetchQuery(currentUserQueryOptions(token));
    if (getToken() !== token) return;
    setOfflineMode(false);
    setSessionUser(user);
  } catch (error) {
    if (getToken() !== token) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      signOut({ expired: true });
    } else if (error instanceof ApiError && error.status === 0) {
      setOfflineMode(true);
    }
  }
}

/** requireLogin()'s background check: an invalid token ends the session and asks to sign in again. */
export async function validateSession(client: QueryClient): Promise<void> {
  const token = getToken();
  if (!token) return;
  let valid = true;
  try {
    valid = (await client.fetchQuery(tokenValidityQueryOptions(token))).valid;
  } catch (error) {
    // SPEC.md §8: an unreachable server counts as valid; only a refused token is invalid.
    valid = !(error instanceof ApiError && (error.status === 401 || error.status === 403));
  }
  if (valid || getToken() !== token) return;
  signOut({ expired: true });
  openModal('login');
}

/** Stores the like history as the map likedPosts (postId → value); failures are ignored. */
async function loadLikeHistory(client: QueryClient, token: string): Promise<void> {
  try {
    const entries = await client.fetchQuery(likeHistoryQueryOptions(token));
    if (!Array.isArray(entries)) return;
    const map: Record<string, number> = {};
    for (const entry of entries) map[String(entry.postId)] = entry.value;
    writeLocal(storageKeys.likedPosts, JSON.stringify(map));
  } catch {
    // The history only pre-fills like buttons; the server stays the authority.
  }
}

export interface SignInResult {
  token: string;
  user: User;
  isFirstLogin: boolean;
}

/** Every sign-in ends here: keep the token and user, note a first login, load the like history. */
export function completeSignIn(client: QueryClient, { token, user, isFirstLogin }: SignInResult) {
  writeSession(sessionKeys.isFirstLogin, String(isFirstLogin));
  client.setQueryData(currentUserQueryOptions(token).queryKey, user);
  setOfflineMode(false);
  signIn(token, user);
  void loadLikeHistory(client, token);
}

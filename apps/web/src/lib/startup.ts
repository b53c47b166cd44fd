import { sessionKeys, storageKeys, writeLocal, writeSession } from './storage-keys';

/**
 * The sign-in redirect may land with ?token=…&isFirstLogin=…: keep them in storage and take them
 * out of the address so the token is not bookmarked, shared or left in history.
 */
export function consumeAuthParams(win: Window = window): void {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  const isFirstLogin = url.searchParams.get('isFirstLogin');
  if (token === null && isFirstLogin === null) return;

  if (token) writeLocal(storageKeys.token, token);
  if (isFirstLogin !== null) writeSession(sessionKeys.isFirstLogin, isFirstLogin);
  url.searchParams.delete('token');
  url.searchParams.delete('isFirstLogin');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

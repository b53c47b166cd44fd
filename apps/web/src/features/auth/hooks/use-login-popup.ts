import { authGoogle } from '@myeolgong/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { urlOf } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { getCurrentUser } from '../api/get-current-user';
import { completeSignIn } from '../utils/session';

const POPUP_WIDTH = 600;
const POPUP_HEIGHT = 700;
/** SPEC.md §9: the signing-in state clears after 30 s whatever happens in the popup. */
export const SIGN_IN_RESET_MS = 30_000;

/** What the sign-in popup posts back to its opener. */
type PopupMessage =
  { token: string; isFirstLogin?: boolean | string } | { error: unknown; errorMessage?: unknown };

function readMessage(data: unknown): PopupMessage | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (typeof record.token === 'string' && record.token) {
    return {
      token: record.token,
      isFirstLogin: record.isFirstLogin as boolean | string | undefined,
    };
  }
  if ('error' in record && record.error)
    return { error: record.error, errorMessage: record.errorMessage };
  return null;
}

function loginPopupUrl(origin: string = window.location.origin): string {
  return urlOf(authGoogle, { query: { origin } });
}

/**
 * Opens the identity-provider popup and listens for its answer from our own origin only (the API
 * is served from the same origin). A token is exchanged for the user before the sign-in counts.
 */
export function useLoginPopup(onSignedIn: () => void) {
  const client = useQueryClient();
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopWaiting = () => {
    clearTimeout(resetTimer.current);
    setSigningIn(false);
  };

  const finishSignIn = async (token: string, isFirstLogin: boolean) => {
    setError(null);
    clearTimeout(resetTimer.current);
    setSigningIn(true);
    try {
      const user = await getCurrentUser({ token });
      completeSignIn(client, { token, user, isFirstLogin });
      onSignedIn();
    } catch {
      setError(ko.errors.userLoad);
    } finally {
      stopWaiting();
    }
  };

  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const message = readMessage(event.data);
    if (!message) return;
    if ('token' in message) {
      void finishSignIn(
        message.token,
        message.isFirstLogin === true || message.isFirstLogin === 'true',
      );
    } else {
      stopWaiting();
      const detail =
        typeof message.errorMessage === 'string' && message.errorMessage
          ? message.errorMessage
          : ko.auth.unknownError;
      setError(ko.auth.loginError(detail));
    }
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      clearTimeout(resetTimer.current);
    };
  }, []);

  const start = () => {
    setError(null);
    const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      loginPopupUrl(),
      'myeolgong-login',
      `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (!popup) {
      setError(ko.auth.popupBlocked);
      return;
    }
    setSigningIn(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setSigningIn(false), SIGN_IN_RESET_MS);
  };

  return { start, signingIn, error };
}

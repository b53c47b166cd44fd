import { openModal } from './modal-store';
import { getToken, requestSessionCheck } from './session';

/**
 * SPEC.md §4 requireLogin: without a token the login modal opens and the action stops; with one
 * the action goes ahead while the token is validated in the background (an invalid token signs
 * out and opens the login modal; an unreachable server counts as signed in).
 */
export function requireLogin(): boolean {
  if (!getToken()) {
    openModal('login');
    return false;
  }
  requestSessionCheck();
  return true;
}

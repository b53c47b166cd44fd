import * as ko from './i18n/ko';
import { signOut } from './session';
import { showToast } from './toast';

/** Signs out with a short confirmation; the caller decides where to go next. */
export function useLogout() {
  return () => {
    signOut();
    showToast(ko.shell.loggedOut);
  };
}

import { ko } from '../../lib/i18n/ko';
import { signOut } from '../../lib/session';
import { showToast } from '../../lib/toast';

export function useLogout() {
  return () => {
    signOut();
    showToast(ko.shell.loggedOut);
  };
}

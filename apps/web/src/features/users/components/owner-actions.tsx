import { LogOut, PencilLine, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import * as ko from '../../../lib/i18n/ko';
import { openModal } from '../../../lib/modal-store';
import { showToast } from '../../../lib/toast';
import { useLogout } from '../../../lib/use-logout';
import { useSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { chosenNickname } from '../utils/nickname-rules';

/** The profile owner's account actions: change nickname, log out, delete the account. */
export function OwnerActions() {
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const onDelete = async () => {
    try {
      await deleteAccount.mutateAsync();
      setConfirming(false);
      // Said on the page the member lands on: the 3 s toast would otherwise run out while /home's
      // code loads on a slow phone.
      await navigate('/home');
      showToast(ko.profile.deleted);
    } catch {
      setConfirming(false);
      showToast(ko.profile.deleteError, 'error');
    }
  };

  return (
    <div
      role="group"
      aria-label={ko.profile.accountActions}
      className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4"
    >
      <Button size="sm" onClick={() => openModal('nickname')}>
        <PencilLine aria-hidden="true" className="size-4" />
        {/* Named like the dialog it opens: 설정 before a nickname is chosen, 변경 after. */}
        {chosenNickname(user?.nickname) === null ? ko.nickname.titleSet : ko.profile.changeNickname}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          logout();
          void navigate('/home');
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {ko.shell.logout}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-danger sm:ml-auto"
        onClick={() => {
          setConfirming(true);
        }}
      >
        <UserX aria-hidden="true" className="size-4" />
        {ko.profile.deleteAccount}
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ko.profile.deleteTitle}
        description={ko.profile.deleteBody}
        confirmLabel={ko.profile.deleteConfirm}
        busyLabel={ko.profile.deleting}
        busy={deleteAccount.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}

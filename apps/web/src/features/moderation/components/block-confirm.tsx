import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useSetBlocked } from '../api/block-user';

const t = ko.moderation;

interface BlockConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
  name: string;
}

/** Asks before blocking a member, then blocks and says so. */
export function BlockConfirm({ open, onOpenChange, userId, name }: BlockConfirmProps) {
  const setBlocked = useSetBlocked();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.blockTitle(name)}
      description={t.blockBody}
      confirmLabel={t.blockConfirm}
      busyLabel={t.blocking}
      busy={setBlocked.isPending}
      onConfirm={() =>
        setBlocked.mutate(
          { userId, blocked: true },
          {
            onSuccess: () => {
              onOpenChange(false);
              showToast(t.blocked);
            },
            onError: () => onOpenChange(false),
          },
        )
      }
    />
  );
}

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as ko from '../../lib/i18n/ko';
import { Button, buttonClass } from './button';
import { useReturnFocus } from './return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { onCloseAutoFocus } = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-fg-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {ko.common.cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the call finishes. */}
            <Button
              variant="danger"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

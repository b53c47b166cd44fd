import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { ConfirmDialogProps } from './confirm-dialog';
import { DialogLoading } from './dialog-loading';

// The dialog's code (Radix's AlertDialog) downloads on first use, not with the page that offers it.
const ConfirmDialog = lazyWithPreload(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);

interface LazyConfirmDialogProps extends ConfirmDialogProps {
  /**
   * Show the dimmed backdrop with a spinner while the code downloads (for a dialog the user did
   * not open by a click, e.g. one asked after a file was chosen); nothing is shown otherwise.
   */
  loadingBackdrop?: boolean;
}

/**
 * ConfirmDialog loaded on its first opening. It stays mounted after that first opening, so
 * closing it can return focus to what opened it.
 */
export function LazyConfirmDialog({ loadingBackdrop = false, ...props }: LazyConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={loadingBackdrop ? <DialogLoading /> : null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}

/** Starts the dialog's download before it is needed. */
export const preloadConfirmDialog = ConfirmDialog.preload;

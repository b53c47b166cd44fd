import { clsx } from 'clsx';
import { useEffect } from 'react';
import { dismissToast, type Toast, TOAST_MS, useToasts } from '../../lib/toast';

/** One toast; its time starts when it is on screen. */
function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <p
      className={clsx(
        'rounded-lg px-4 py-2.5 text-sm font-medium shadow-lg',
        toast.tone === 'error' ? 'bg-danger text-white dark:text-canvas' : 'bg-fg text-canvas',
      )}
    >
      {toast.message}
    </p>
  );
}

/** The one live region for toasts; sits above the phone bottom bar. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-4 md:bottom-6"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

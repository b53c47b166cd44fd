import { LoaderCircle } from 'lucide-react';
import * as ko from '../../lib/i18n/ko';

/**
 * Stands in for a dialog whose code is still downloading when it is first opened: the dialog's
 * dimmed backdrop with a spinner, announced as loading, so the click visibly did something and
 * nothing behind can be clicked twice.
 */
export function DialogLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 backdrop-blur-[1px]"
    >
      <LoaderCircle aria-hidden="true" className="size-8 text-white motion-safe:animate-spin" />
      <span className="sr-only">{ko.common.loading}</span>
    </div>
  );
}

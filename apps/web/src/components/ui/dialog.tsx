import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as ko from '../../lib/i18n/ko';
import { useReturnFocus } from './return-focus';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'center' for forms and notices; 'left' slides in from the left edge as a phone menu. */
  placement?: 'center' | 'left';
  className?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  placement = 'center',
  className,
}: DialogProps) {
  const { onCloseAutoFocus } = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={clsx(
            'fixed z-50 flex flex-col border border-line bg-surface text-fg shadow-xl outline-none',
            placement === 'center' &&
              'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl',
            placement === 'left' && 'inset-y-0 left-0 w-[min(20rem,86vw)] rounded-r-2xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="px-5 pt-5 pr-14 pb-3">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {/* Last in the DOM so opening the dialog focuses its first field, not this button. */}
          <RadixDialog.Close
            className="absolute top-4 right-3 inline-flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
            aria-label={ko.common.close}
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

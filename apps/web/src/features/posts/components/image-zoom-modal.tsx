import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useReturnFocus } from '../../../components/ui/return-focus';
import * as ko from '../../../lib/i18n/ko';

interface ImageZoomModalProps {
  src: string | null;
  alt: string;
  onClose: () => void;
}

/** The image at full size; Escape, a click anywhere or the close button closes it (SPEC.md §2). */
export default function ImageZoomModal({ src, alt, onClose }: ImageZoomModalProps) {
  const returnFocus = useReturnFocus(src !== null);
  return (
    <RadixDialog.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <RadixDialog.Content
          {...returnFocus}
          onClick={onClose}
          className="fixed inset-0 z-50 flex cursor-zoom-out flex-col items-center justify-center gap-3 p-4 outline-none"
        >
          <RadixDialog.Title className="sr-only">{ko.posts.zoomTitle}</RadixDialog.Title>
          {src && (
            <img
              src={src}
              alt={alt}
              className="max-h-[calc(100dvh-7rem)] max-w-full rounded-md object-contain"
            />
          )}
          <RadixDialog.Description className="text-sm text-white/85">
            {ko.posts.zoomHint}
          </RadixDialog.Description>
          <RadixDialog.Close
            aria-label={ko.common.close}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

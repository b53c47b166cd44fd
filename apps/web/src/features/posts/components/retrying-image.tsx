import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import * as ko from '../../../lib/i18n/ko';
import { useImageRetry } from '../hooks/use-image-retry';

interface RetryingImageProps {
  src: string;
  alt: string;
  /** Opens the zoom view; absent once the image has failed. */
  onZoom?: () => void;
  zoomLabel?: string;
}

/**
 * A post image in a box of fixed proportions (nothing moves when it loads), retried with a
 * cache-busting timestamp, then replaced by a placeholder (SPEC.md §4, §8 'Media').
 */
export function RetryingImage({ src, alt, onZoom, zoomLabel }: RetryingImageProps) {
  const image = useImageRetry(src);
  const box =
    'relative flex aspect-[4/3] max-h-[480px] w-full items-center justify-center overflow-hidden rounded-lg bg-surface-muted';

  if (image.failed) {
    return (
      <div role="img" aria-label={ko.posts.imageUnavailable} className={box}>
        <span className="flex flex-col items-center gap-2 text-sm text-fg-muted">
          <ImageOff aria-hidden="true" className="size-8" />
          {ko.posts.imageUnavailable}
        </span>
      </div>
    );
  }

  const img = (
    <img
      src={image.src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={image.onError}
      className={clsx('absolute inset-0 size-full object-contain', image.waiting && 'invisible')}
    />
  );
  if (!onZoom) return <div className={box}>{img}</div>;
  return (
    <button
      type="button"
      onClick={onZoom}
      aria-label={zoomLabel}
      className={`${box} cursor-zoom-in`}
    >
      {img}
    </button>
  );
}

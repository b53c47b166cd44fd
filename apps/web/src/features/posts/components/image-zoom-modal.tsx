import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useReturnFocus } from '../../../components/ui/return-focus';
import * as ko from '../../../lib/i18n/ko';

export interface ViewerImage {
  src: string;
  alt: string;
}

interface ImageZoomModalProps {
  /** Every picture of the post, in reading order. */
  images: ViewerImage[];
  /** The one to show first; null: closed. */
  index: number | null;
  onClose: () => void;
}

const t = ko.posts.viewer;

/**
 * The post's pictures at full resolution up to the screen (yet-another-react-lightbox, loaded
 * with this chunk only when a picture is first opened): ←/→, swipe or the buttons between them,
 * pinch, wheel, double tap or +/− to zoom, Escape or a tap outside the picture to close. Its styles
 * are a stylesheet and inline style attributes, so it runs under the strict CSP.
 */
export default function ImageZoomModal({ images, index, onClose }: ImageZoomModalProps) {
  const open = index !== null;
  const returnFocus = useReturnFocus(open);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index ?? 0}
      slides={images.map(({ src, alt }) => ({ src, alt }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: true, padding: 16 }}
      on={{ exited: () => returnFocus.restore() }}
      labels={{
        Lightbox: ko.posts.zoomTitle,
        Carousel: t.carousel,
        'Photo gallery': t.carousel,
        Slide: t.slide,
        '{index} of {total}': t.position,
        Previous: t.previous,
        Next: t.next,
        Close: ko.common.close,
        'Zoom in': t.zoomIn,
        'Zoom out': t.zoomOut,
      }}
      render={{
        ...(images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        controls: () => (
          <p className="pointer-events-none absolute inset-x-0 bottom-3 px-4 text-center text-sm text-white/85">
            {images.length > 1 ? t.hintMany : t.hintOne}
          </p>
        ),
      }}
    />
  );
}

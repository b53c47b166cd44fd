import { useEffect, useMemo, useState } from 'react';
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
 * pinch, wheel or +/− to zoom; Escape, the close button or a click anywhere closes it (SPEC.md §2:
 * "clicking anywhere closes it"; a drag, a swipe or a click on a zoomed picture does not). Its
 * styles are a stylesheet and inline style attributes, so it runs under the strict CSP.
 */
export default function ImageZoomModal({ images, index, onClose }: ImageZoomModalProps) {
  const open = index !== null;
  const returnFocus = useReturnFocus(open);
  // The same array between renders: new slides would reset the zoom.
  const slides = useMemo(() => images.map(({ src, alt }) => ({ src, alt })), [images]);
  const [zoomed, setZoomed] = useState(false);
  // SPEC.md §2: a click anywhere closes the viewer; the end of a drag, swipe or pinch is not a
  // click, the buttons keep their own jobs and a zoomed picture takes clicks for panning.
  useEffect(() => {
    if (!open) return;
    let pressedAt: { x: number; y: number } | null = null;
    let dragged = false;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      pressedAt = { x: event.clientX, y: event.clientY };
      dragged = false;
    };
    const onPointerMove = (event: globalThis.PointerEvent) => {
      if (pressedAt && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) >= 8)
        dragged = true;
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('.yarl__root') || target.closest('button') || dragged) return;
      if (zoomed && target instanceof HTMLImageElement) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointermove', onPointerMove, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointermove', onPointerMove, true);
      document.removeEventListener('click', onClick);
    };
  }, [open, zoomed, onClose]);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index ?? 0}
      slides={slides}
      plugins={[Zoom]}
      // A single click closes (SPEC), so double-click zoom is off; pinch, wheel and +/− remain.
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true, doubleClickDelay: 0, doubleTapDelay: 0 }}
      carousel={{ finite: true, padding: 16 }}
      on={{
        zoom: ({ zoom }) => setZoomed(zoom > 1),
        exited: () => {
          setZoomed(false);
          returnFocus.restore();
        },
      }}
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

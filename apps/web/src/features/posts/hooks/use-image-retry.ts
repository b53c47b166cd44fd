import { useEffect, useState } from 'react';

/** SPEC.md §4/§9: a failed image is tried 5 more times before the placeholder shows. */
export const IMAGE_RETRY_LIMIT = 5;
/** Base wait between tries; it grows with each try. */
const IMAGE_RETRY_BASE_MS = 400;

/** The address with a cache-busting timestamp, so the browser asks the server again. */
export function cacheBustedSrc(src: string, stamp: number): string {
  if (/^(data|blob):/i.test(src)) return src;
  const [base, hash = ''] = src.split('#', 2) as [string, string?];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}t=${stamp}${hash ? `#${hash}` : ''}`;
}

export interface ImageRetry {
  src: string;
  failed: boolean;
  /** Between a failure and the next try: hide the browser's broken-image icon meanwhile. */
  waiting: boolean;
  onError: () => void;
}

/** The image's current address, whether it has finally failed, and the onError handler. */
export function useImageRetry(src: string, now: () => number = Date.now): ImageRetry {
  const [state, setState] = useState({ src, attempt: 0, stamp: 0, failed: false, waiting: false });
  // A new address starts over (render-time reset, so no effect is needed).
  if (state.src !== src) setState({ src, attempt: 0, stamp: 0, failed: false, waiting: false });

  useEffect(() => {
    if (!state.waiting) return;
    const timer = setTimeout(
      () =>
        setState((current) => ({
          ...current,
          attempt: current.attempt + 1,
          stamp: now(),
          waiting: false,
        })),
      IMAGE_RETRY_BASE_MS * (state.attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [state.waiting, state.attempt, now]);

  const onError = () =>
    setState((current) => {
      if (current.waiting || current.failed) return current;
      if (current.attempt >= IMAGE_RETRY_LIMIT || /^(data|blob):/i.test(current.src)) {
        return { ...current, failed: true };
      }
      return { ...current, waiting: true };
    });

  return {
    src: state.attempt === 0 ? src : cacheBustedSrc(src, state.stamp),
    failed: state.failed,
    waiting: state.waiting,
    onError,
  };
}

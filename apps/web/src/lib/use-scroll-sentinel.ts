import { type RefCallback, useEffect, useEffectEvent, useState } from 'react';

interface ScrollSentinelOptions {
  enabled: boolean;
  /** How far before the sentinel enters the viewport to fire, e.g. '500px'. */
  rootMargin?: string;
  /** Changing this re-arms the observer, so a sentinel still in view fires again (next page). */
  rearmKey?: unknown;
}

/**
 * Calls `onVisible` when the element given to the returned ref comes within `rootMargin` of the
 * viewport: the trigger of an infinite list. Without IntersectionObserver it does nothing.
 */
export function useScrollSentinel(
  onVisible: () => void,
  { enabled, rootMargin = '0px', rearmKey }: ScrollSentinelOptions,
): RefCallback<Element> {
  const [element, setElement] = useState<Element | null>(null);
  const fire = useEffectEvent(onVisible);

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin: `0px 0px ${rootMargin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rootMargin, rearmKey]);

  return setElement;
}

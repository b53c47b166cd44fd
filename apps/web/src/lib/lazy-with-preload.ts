import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { reloadOnceOrThrow, retryImport } from './lazy-with-retry';

/**
 * React.lazy with a `preload()` that starts the download before the component is needed (when a
 * pointer or focus reaches what opens it): code that only a user action shows, such as a dialog,
 * stays out of the page's first download and is usually there by the time it is opened.
 * Downloads are retried (lib/lazy-with-retry.ts); only a render, never a preload, may reload the
 * page when they keep failing.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (started ??= retryImport(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed download is tried again by the next preload or render.
        started = undefined;
        throw error;
      },
    ));
  return Object.assign(
    lazy(() => start().catch(reloadOnceOrThrow)),
    { preload: () => void start().catch(() => {}) },
  );
}

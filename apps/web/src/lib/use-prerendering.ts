import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while the build renders a page to HTML (src/prerender.tsx), false in the browser (main.tsx
 * renders with createRoot, which never asks for the server snapshot). State kept in the browser,
 * such as the watch list in localStorage, is unknown at build time: show a placeholder for it, not
 * what an empty store would show.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

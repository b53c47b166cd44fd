import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while the page renders as the server (or the build) renders it: on the server
 * (src/entry-server.tsx, src/prerender.tsx), and in the browser while React hydrates a
 * server-rendered page (main.tsx, hydrateRoot asks for the server snapshot); false afterwards,
 * when React renders again with the browser's values. State kept in the browser, such as the
 * watch list or the list layout in localStorage, is unknown to the server: show a placeholder or
 * the default for it while this is true, not what the browser knows, so that hydration finds the
 * server's markup.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

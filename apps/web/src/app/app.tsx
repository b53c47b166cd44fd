import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { RouterProvider } from 'react-router';
import { usePrerendering } from '../lib/use-prerendering';
import { loadFontsAfterFirstScreen, preloadFonts, switchFontsOnNextPage } from './deferred-fonts';
import { firstPageRendered } from './first-screen';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

const loadFonts = () => void preloadFonts();

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /**
   * Called once a hydrated page is live: React has rendered it again with the browser's values
   * (session, theme, stored choices) after adopting the server's markup.
   */
  onLive?: () => void;
}

/**
 * Calls `onLive` after the first render that is not the server's (lib/use-prerendering.ts). A
 * wrapper, not a sibling of the router: a sibling would change the tree's shape, and with it
 * every `useId`, against the server's render.
 */
function LiveSignal({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  const prerendering = usePrerendering();
  const called = useRef(false);
  useEffect(() => {
    if (prerendering || called.current || !onLive) return;
    called.current = true;
    onLive();
  }, [prerendering, onLive]);
  return children;
}

export function App({ router, queryClient, onLive }: AppProps) {
  useEffect(() => {
    const cancelPreload = loadFontsAfterFirstScreen(firstPageRendered, queryClient, loadFonts);
    const cancelSwitch = switchFontsOnNextPage(router);
    return () => {
      cancelPreload();
      cancelSwitch();
    };
  }, [queryClient, router]);
  return (
    <AppProviders queryClient={queryClient}>
      <LiveSignal onLive={onLive}>
        <RouterProvider router={router} />
      </LiveSignal>
    </AppProviders>
  );
}

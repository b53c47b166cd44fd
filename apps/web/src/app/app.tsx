import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { loadFontsAfterFirstScreen, preloadFonts, switchFontsOnNextPage } from './deferred-fonts';
import { firstPageRendered } from './first-screen';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

const loadFonts = () => void preloadFonts();

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
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
      <RouterProvider router={router} />
    </AppProviders>
  );
}

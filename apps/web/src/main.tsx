// First: zod's settings before any module that makes a schema (lib/zod-jitless.ts).
import './lib/zod-jitless';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstPage } from './app/prefetch-first-page';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { hydrateServerState } from './app/server-state';
import { preloadStockChip } from './app/stock-talk-slots';
import { consumeAuthParams } from './lib/startup';
import { syncSession } from './lib/session';
import { initTheme } from './lib/theme';

consumeAuthParams();
syncSession();
initTheme();

const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  // A page the server rendered with its data brings that data along; others fetch it at once.
  if (!hydrateServerState(queryClient)) prefetchFirstPage(queryClient, window.location);
  const router = createAppRouter();
  // A transition: React yields to the browser while it builds the page over the prerendered copy,
  // instead of one long task.
  const render = () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  // The HTML already shows the shell (prerender.tsx): React's first render replaces it with the
  // page itself once its code has arrived, rather than with a loading skeleton in between. That
  // includes the `$종목` chips the server drew, so they do not turn back into text for a moment.
  const routeReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const chipsReady = root.querySelector('[data-stock-chip]')
    ? preloadStockChip().catch(() => undefined)
    : undefined;
  if (router.state.initialized && !chipsReady) render();
  else void Promise.all([routeReady, chipsReady]).then(render);
}

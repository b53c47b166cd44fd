import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { replayEarlyClick, takeEarlyClicks } from './app/early-clicks';
import { prefetchFirstPage } from './app/prefetch-first-page';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import {
  hydrateServerState,
  refreshServerStateForMember,
  serverRenderedAt,
} from './app/server-state';
import { pinClock } from './lib/clock';
import { consumeAuthParams } from './lib/startup';
import { syncSession } from './lib/session';
import { initTheme } from './lib/theme';

consumeAuthParams();
syncSession();
initTheme();

/** Marks the server's markup until the page is live (index.css, public/boot-after-paint.js). */
const SERVER_RENDERED = 'data-ssr';

/**
 * Recoverable errors of a hydration. A lazily loaded part the server could not render (the
 * comments, a `$종목` chip) reaches the browser as its fallback and is rendered here, which React
 * reports as error 419: expected. Anything else (a mismatch, 418) is logged as React would.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary|did not finish this Suspense/.test(message)) {
    return;
  }
  console.error('[hydration]', error);
}

const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  // A page the server rendered with its data (docs/decisions/029) brings that data along and is
  // hydrated; the build's prerendered copies (decision 014) are replaced, their data fetched now.
  const serverRendered =
    root.hasAttribute(SERVER_RENDERED) &&
    hydrateServerState(queryClient, document, { memberRefresh: 'later' }) &&
    !root.querySelector(':scope > [data-prerendered]');
  if (!serverRendered) prefetchFirstPage(queryClient, window.location);
  const router = createAppRouter();
  const app = (onLive?: () => void) => (
    <StrictMode>
      <App router={router} queryClient={queryClient} onLive={onLive} />
    </StrictMode>
  );
  // A transition: React yields to the browser while it hydrates (or builds) the page, instead of
  // one long task.
  const render = () => {
    // A page whose code failed to load (lib/lazy-with-retry.ts) shows the error screen instead.
    if (!serverRendered || router.state.errors) {
      root.removeAttribute(SERVER_RENDERED);
      takeEarlyClicks();
      refreshServerStateForMember(queryClient, 'none');
      startTransition(() => createRoot(root).render(app()));
      return;
    }
    // React adopts the server's DOM. It renders first as the server did (the server's clock for
    // relative times, a visitor's session, stores' server values), then again with the browser's.
    // Until then, buttons pressed and forms submitted are held back and text fields are read-only
    // (public/boot-after-paint.js); once live, the same buttons are pressed again.
    pinClock(serverRenderedAt());
    const onLive = () => {
      pinClock(null);
      root.removeAttribute(SERVER_RENDERED);
      refreshServerStateForMember(queryClient);
      takeEarlyClicks().forEach(replayEarlyClick);
    };
    startTransition(() => {
      hydrateRoot(root, app(onLive), { onRecoverableError });
    });
  };
  // The HTML already shows the page: React's first render takes it over once the page's code has
  // arrived, rather than showing a loading skeleton in between.
  if (router.state.initialized) {
    render();
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}

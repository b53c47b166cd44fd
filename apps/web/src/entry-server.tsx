/**
 * The server's renderer of the pages whose first screen is their data (built by
 * `vite build --ssr`, loaded by apps/server/src/plugins/page-render.ts; docs/decisions/029).
 *
 * `renderPage(url)` renders the app's own components as a visitor sees them, with the data of
 * every query the first screen shows:
 *
 * 1. a first render collects the queries the page starts (TanStack Query builds them in the
 *    cache as components ask for them; on the server nothing fetches during a render);
 * 2. those queries are fetched through the transport the server set (`setHttpTransport`: the
 *    server's own handler, in process) within a time budget; then the page is rendered again
 *    with their answers, twice at most, so that a query started by data (a dependent query)
 *    is fetched too;
 * 3. the answers are returned as TanStack Query's dehydrated state, which the page embeds
 *    once (a JSON data block, which the CSP does not treat as a script) and main.tsx hydrates:
 *    the browser does not ask for the same data again.
 *
 * Like the build-time prerender (prerender.tsx), the markup goes into an inert
 * `[data-prerendered]` element that React replaces with the live page once its code is there.
 */
import { dehydrate, type DehydratedState, type Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { preloadStockChip } from './app/stock-talk-slots';

export { setHttpTransport } from './lib/http';
export { pageModuleOf } from './app/router';

// Chips render on every page from the first one (stock-talk-slots.tsx).
void preloadStockChip().catch(() => undefined);

/**
 * The pages rendered with their data, as React Router patterns. `/` and the static pages stay
 * build-time prerenders (prerender.tsx): their first screen has no data.
 */
export const SERVER_RENDERED_PATTERNS = [
  '/home',
  '/all',
  '/boards/:boardName',
  '/post/:postId',
  '/stock',
] as const;

/** Whether `pathname` is one of the pages rendered with their data. */
export function rendersWithData(pathname: string): boolean {
  return SERVER_RENDERED_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export interface RenderedPage {
  /** The page's markup, wrapped for index.html's `#root`. */
  markup: string;
  /** The answers the markup shows, for the browser's query cache. */
  state: DehydratedState;
}

/** Rounds of fetching: the page's queries, then those that their answers started. */
const FETCH_ROUNDS = 2;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries a render asked for that have no data yet and may run: what the page waits for. */
function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

/** Resolves after `ms`, without keeping the process alive. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/**
 * Renders `url` (path and query) as a visitor sees it. Queries whose answers do not arrive within
 * `budgetMs` (or fail) render as they would in the browser, loading, and are not embedded: the
 * browser then asks for them itself.
 */
export async function renderPage(url: string, budgetMs = 1_500): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const render = () =>
    renderToString(
      <AppProviders queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );

  const deadline = Date.now() + budgetMs;
  let markup = render();
  for (let round = 0; round < FETCH_ROUNDS; round += 1) {
    const waiting = waitingQueries(client);
    const left = deadline - Date.now();
    if (waiting.length === 0 || left <= 0) break;
    const fetched = Promise.allSettled(waiting.map((query) => query.fetch()));
    await Promise.race([fetched, delay(left)]);
    if (!waiting.some((query) => query.state.status === 'success')) break;
    markup = render();
  }
  // The CSP refuses inline scripts; none must be shipped in the markup.
  if (/<script/i.test(markup)) throw new Error(`${url}: the rendered markup has a script`);
  return {
    markup: `<div data-prerendered inert aria-hidden="true">${markup}</div>`,
    state: dehydrate(client),
  };
}

/**
 * Build-time only (apps/web/vite.config.ts `prerender`): renders the app's own components to HTML,
 * so a page's first paint comes from the HTML instead of waiting for the JavaScript.
 *
 * - `renderShell()`: the app shell (top bar, navigation, bottom bar) around the loading skeleton;
 *   it goes into index.html, which the server returns for every page without a prerender of its
 *   own.
 * - `renderPage(path)`: the shell with a page whose first screen needs no data beyond what shows
 *   as skeletons (the start page's introduction, the stock dashboard's heading and placeholders,
 *   the static pages).
 *
 * Rendered as a visitor in the light theme with the side navigation open (theme-init.js adjusts the
 * theme, the sidebar and sign-in-dependent controls before the first paint). The markup is wrapped
 * in an inert `[data-prerendered]` element: nothing in it can be clicked or focused before React
 * (main.tsx) replaces it with the same page, live. `aria-hidden` as well as `inert`: tools that
 * query the accessibility tree (Playwright's getByRole among them) skip the copy and find the live
 * page, instead of an element that is about to be replaced.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppShell } from './app/app-shell/app-shell';
import { PageFallback } from './app/app-shell/page-fallback';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

export { pageModuleOf } from './app/router';

/** Pages whose first screen is known at build time, by path (lower case, as the server looks up). */
export const PRERENDERED_PAGES = [
  '/',
  '/influencer',
  '/fundmanager',
  '/home',
  '/stock',
  '/about',
  '/contact',
  '/termsofservice',
  '/privacy',
] as const;

const shellRoutes: RouteObject[] = [
  { Component: AppShell, children: [{ path: '*', element: <PageFallback /> }] },
];

async function render(routeTree: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries do not run on the server: every one renders its loading state, as in the browser.
  const queryClient = new QueryClient();
  const markup = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // The CSP refuses inline scripts; none must be shipped.
  if (/<script/i.test(markup)) throw new Error(`${path}: the prerendered markup has a script`);
  return `<div data-prerendered inert aria-hidden="true">${markup}</div>`;
}

/** At a path of no navigation item, so no item shows as the current page. */
export function renderShell(): Promise<string> {
  return render(shellRoutes, '/_shell');
}

export function renderPage(path: (typeof PRERENDERED_PAGES)[number]): Promise<string> {
  return render(routes, path);
}

import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { importOrReload } from '../lib/lazy-with-retry';
import { requireLogin } from '../lib/require-login';
import { AppShell } from './app-shell/app-shell';
import { PageFallback } from './app-shell/page-fallback';
import { PageRenderedSignal } from './first-screen';
import { AppErrorScreen } from './routes/app-error';

/**
 * A route whose page code downloads on first visit, with a skeleton in the content area meanwhile.
 * `module` names its file under app/routes/ (`handle.page`): the build lists each page's chunks
 * under that name, so a server-rendered page can ask for them with the entry (pageModuleOf).
 */
function page(
  module: string,
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'handle'> {
  return {
    handle: { page: module },
    lazy: async () => {
      // Retried, then one guarded reload: a deploy may have replaced the file (lib/lazy-with-retry).
      const { default: Page } = await importOrReload(load);
      return {
        element: (
          <>
            <Page />
            <PageRenderedSignal />
          </>
        ),
      };
    },
    hydrateFallbackElement: <PageFallback />,
  };
}

/** SPEC.md §2: without a session, writing opens the login modal and goes to the start page. */
function requireSession() {
  return requireLogin() ? null : redirect('/');
}

const influencer = () => import('./routes/influencer');

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    errorElement: <AppErrorScreen fullPage />,
    children: [
      {
        errorElement: <AppErrorScreen />,
        children: [
          { index: true, ...page('influencer', influencer) },
          { path: 'influencer', ...page('influencer', influencer) },
          { path: 'home', ...page('home', () => import('./routes/home')) },
          { path: 'boards', ...page('boards', () => import('./routes/boards')) },
          // /boards/all and /boards/popular are the feeds of /all and /popular (board.tsx): their
          // own chunks, without the named board's header, notices and table.
          { path: 'boards/all', ...page('all', () => import('./routes/all')) },
          { path: 'boards/popular', ...page('popular', () => import('./routes/popular')) },
          { path: 'boards/:boardName', ...page('board', () => import('./routes/board')) },
          { path: 'all', ...page('all', () => import('./routes/all')) },
          { path: 'popular', ...page('popular', () => import('./routes/popular')) },
          { path: 'best', ...page('best', () => import('./routes/best')) },
          { path: 'fundmanager', ...page('fundmanager', () => import('./routes/fundmanager')) },
          { path: 'stock', ...page('stock', () => import('./routes/stock')) },
          { path: 'stock/:stockCode', ...page('stock-talk', () => import('./routes/stock-talk')) },
          { path: 'predictions', ...page('predictions', () => import('./routes/predictions')) },
          {
            path: 'submit',
            loader: requireSession,
            ...page('submit', () => import('./routes/submit')),
          },
          {
            path: 'edit-post/:postId',
            loader: requireSession,
            ...page('edit-post', () => import('./routes/edit-post')),
          },
          { path: 'post/:postId', ...page('post', () => import('./routes/post')) },
          { path: 'profile', ...page('profile', () => import('./routes/profile')) },
          { path: 'profile/:userId', ...page('user', () => import('./routes/user')) },
          { path: 'user/:id', ...page('user', () => import('./routes/user')) },
          { path: 'search', ...page('search', () => import('./routes/search')) },
          {
            path: 'notifications',
            ...page('notifications', () => import('./routes/notifications')),
          },
          { path: 'messages', ...page('messages', () => import('./routes/messages')) },
          { path: 'messages/:userId', ...page('messages', () => import('./routes/messages')) },
          { path: 'about', ...page('about', () => import('./routes/about')) },
          { path: 'contact', ...page('contact', () => import('./routes/contact')) },
          // Paths match case-insensitively, so this also serves /TermsOfService.
          { path: 'termsofservice', ...page('terms', () => import('./routes/terms')) },
          { path: 'privacy', ...page('privacy', () => import('./routes/privacy')) },
          { path: 'admin', ...page('admin', () => import('./routes/admin')) },
          {
            path: 'confirm-email',
            ...page('confirm-email', () => import('./routes/confirm-email')),
          },
          { path: '*', ...page('not-found', () => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The file under app/routes/ of the page that `pathname` shows (`src/app/routes/post.tsx`), as the
 * web build's manifest names it; undefined when no page matches.
 */
export function pageModuleOf(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as { page?: string } | undefined;
  return handle?.page ? `src/app/routes/${handle.page}.tsx` : undefined;
}

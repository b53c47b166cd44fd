import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { importOrReload } from '../lib/lazy-with-retry';
import { requireLogin } from '../lib/require-login';
import { AppShell } from './app-shell/app-shell';
import { PageFallback } from './app-shell/page-fallback';
import { PageRenderedSignal } from './first-screen';
import { AppErrorScreen } from './routes/app-error';

/** A route whose page code downloads on first visit, with a skeleton in the content area meanwhile. */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
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
          { index: true, ...page(influencer) },
          { path: 'influencer', ...page(influencer) },
          { path: 'home', ...page(() => import('./routes/home')) },
          { path: 'boards', ...page(() => import('./routes/boards')) },
          // /boards/all and /boards/popular are the feeds of /all and /popular (board.tsx): their
          // own chunks, without the named board's header, notices and table.
          { path: 'boards/all', ...page(() => import('./routes/all')) },
          { path: 'boards/popular', ...page(() => import('./routes/popular')) },
          { path: 'boards/:boardName', ...page(() => import('./routes/board')) },
          { path: 'all', ...page(() => import('./routes/all')) },
          { path: 'popular', ...page(() => import('./routes/popular')) },
          { path: 'best', ...page(() => import('./routes/best')) },
          { path: 'fundmanager', ...page(() => import('./routes/fundmanager')) },
          { path: 'stock', ...page(() => import('./routes/stock')) },
          { path: 'stock/:stockCode', ...page(() => import('./routes/stock-talk')) },
          { path: 'submit', loader: requireSession, ...page(() => import('./routes/submit')) },
          {
            path: 'edit-post/:postId',
            loader: requireSession,
            ...page(() => import('./routes/edit-post')),
          },
          { path: 'post/:postId', ...page(() => import('./routes/post')) },
          { path: 'profile', ...page(() => import('./routes/profile')) },
          { path: 'profile/:userId', ...page(() => import('./routes/user')) },
          { path: 'user/:id', ...page(() => import('./routes/user')) },
          { path: 'search', ...page(() => import('./routes/search')) },
          { path: 'notifications', ...page(() => import('./routes/notifications')) },
          { path: 'about', ...page(() => import('./routes/about')) },
          { path: 'contact', ...page(() => import('./routes/contact')) },
          // Paths match case-insensitively, so this also serves /TermsOfService.
          { path: 'termsofservice', ...page(() => import('./routes/terms')) },
          { path: 'privacy', ...page(() => import('./routes/privacy')) },
          { path: 'admin', ...page(() => import('./routes/admin')) },
          { path: 'confirm-email', ...page(() => import('./routes/confirm-email')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

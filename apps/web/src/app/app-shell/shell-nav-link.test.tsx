import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellNavLink } from './shell-nav-link';

function renderAt(path: string, to: string) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellNavLink to={to} className="link">
            {'link'}
          </ShellNavLink>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { invalidate, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShellNavLink', () => {
  it('navigates normally to another page', async () => {
    const { router, invalidate } = renderAt('/home', '/popular');
    await userEvent.click(screen.getByRole('link'));
    expect(router.state.location.pathname).toBe('/popular');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refreshes a feed in place when its own link is clicked', async () => {
    const listener = vi.fn();
    window.addEventListener('boardRefreshRequested', listener);
    const { invalidate } = renderAt('/boards/free', '/boards/free');
    await userEvent.click(screen.getByRole('link'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalled();
    window.removeEventListener('boardRefreshRequested', listener);
  });

  it('reloads other pages when their own link is clicked', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAt('/about', '/about');
    await userEvent.click(screen.getByRole('link'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

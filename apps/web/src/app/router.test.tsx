import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal } from '../lib/modal-store';
import { syncSession } from '../lib/session';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

const boards = [
  {
    id: 1,
    name: 'myeolgong',
    displayName: '멸공 게시판',
    description: '안보',
    iconUrl: null,
    iconImage: null,
    bannerUrl: null,
    subscribed: false,
    subscriberCount: 100,
    postCount: 50,
    createdAt: '2025-04-01T00:00:00Z',
  },
  {
    id: 2,
    name: 'stock',
    displayName: '투자 게시판',
    description: '투자',
    iconUrl: null,
    iconImage: null,
    bannerUrl: null,
    subscribed: false,
    subscriberCount: 80,
    postCount: 30,
    createdAt: '2025-04-01T00:00:00Z',
  },
  {
    id: 3,
    name: 'free',
    displayName: '자유 게시판',
    description: '자유',
    iconUrl: null,
    iconImage: null,
    bannerUrl: null,
    subscribed: false,
    subscriberCount: 200,
    postCount: 150,
    createdAt: '2025-04-01T00:00:00Z',
  },
];

function respond(url: string): Response {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url === '/api/site')
    return json(200, {
      siteName: '멸공',
      contactEmail: 'ads@example.com',
      devLogin: true,
      googleLogin: false,
    });
  if (url === '/api/boards') return json(200, boards);
  const board = boards.find((b) => url === `/api/boards/${b.name}`);
  if (board) return json(200, board);
  return json(404, {
    success: false,
    status: 404,
    code: 'NOT_FOUND',
    message: '게시판을 찾을 수 없습니다.',
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => respond(String(input))),
  );
  vi.stubGlobal('scrollTo', () => {});
});

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows a board with its header from the server', async () => {
    renderAt('/boards/stock');
    expect(await screen.findByRole('heading', { level: 1, name: '투자 게시판' })).toBeTruthy();
  });

  it('reports an unknown board in Korean with a retry button', async () => {
    renderAt('/boards/nope');
    expect(await screen.findByText('요청한 게시판을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('lists the three built-in boards in the side navigation', async () => {
    renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    for (const name of ['멸공 게시판', '투자 게시판', '자유 게시판']) {
      expect(nav.querySelector(`a[href^="/boards/"]`)).toBeTruthy();
      expect(await screen.findAllByText(name)).not.toHaveLength(0);
    }
  });

  it('serves the terms at /TermsOfService as well', async () => {
    renderAt('/TermsOfService');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
  });

  it('shows a Korean 404 page for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeTruthy();
  });

  it('asks for a search term when q is missing', async () => {
    renderAt('/search');
    expect(await screen.findByText('검색어를 입력해주세요.')).toBeTruthy();
  });

  it('sends visitors away from /submit to / and opens the login modal', async () => {
    const router = renderAt('/submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('lets signed-in members open /submit', async () => {
    localStorage.setItem('token', 'jwt');
    syncSession();
    const router = renderAt('/submit');
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/submit');
    localStorage.removeItem('token');
    syncSession();
  });

  it('rejects a post id that is not a positive integer', async () => {
    renderAt('/post/abc');
    expect(await screen.findByText('잘못된 게시글 ID입니다.')).toBeTruthy();
  });
});

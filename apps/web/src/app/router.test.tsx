import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNicknamePrompt } from '../features/users/hooks/use-nickname-prompt';
import { closeModal } from '../lib/modal-store';
import { signIn, signOut, syncSession } from '../lib/session';
import { AppProviders, createQueryClient } from './providers';
import { pageModuleOf, routes } from './router';

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

const member = {
  id: 5,
  email: 'kim@example.com',
  nickname: '김멸공' as string | null,
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

/** What GET /api/users/me answers in the current test. */
let me: { status: number; body: unknown } = { status: 200, body: member };

function respond(url: string): Response {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url === '/api/users/me') return json(me.status, me.body);
  if (url === '/api/users/validate-token') return json(200, { valid: true });
  if (url.startsWith('/api/users/5/') || url.startsWith('/api/users/saved-posts'))
    return json(200, {
      content: [],
      totalElements: 0,
      last: true,
      number: 0,
      size: 20,
      totalPages: 0,
      empty: true,
    });
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
  me = { status: 200, body: member };
  resetNicknamePrompt();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => respond(String(input))),
  );
  vi.stubGlobal('scrollTo', () => {});
});

afterEach(() => {
  cleanup();
  signOut();
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

  it('asks a visitor on /profile to sign in', async () => {
    renderAt('/profile');
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeTruthy();
    expect(screen.getByText('로그인하고 내 활동을 확인하세요.')).toBeTruthy();
  });

  it("shows the member's own profile with the user menu named after them", async () => {
    signIn('jwt', member);
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '김멸공' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '김멸공 계정 메뉴' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '저장한 글' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the nickname modal by itself for a member without a nickname', async () => {
    me = { status: 200, body: { ...member, nickname: null } };
    signIn('jwt', { ...member, nickname: null });
    renderAt('/home');
    expect(await screen.findByRole('dialog', { name: '닉네임 설정' })).toBeTruthy();
  });

  it('opens the nickname modal after a first login', async () => {
    sessionStorage.setItem('isFirstLogin', 'true');
    signIn('jwt', member);
    renderAt('/home');
    expect(await screen.findByRole('dialog', { name: '닉네임 변경' })).toBeTruthy();
  });

  it('signs out when the server refuses the cached session', async () => {
    me = {
      status: 401,
      body: {
        success: false,
        status: 401,
        code: 'UNAUTHENTICATED',
        message: '로그인이 필요합니다.',
      },
    };
    signIn('jwt', member);
    renderAt('/home');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('pageModuleOf', () => {
  it("names the file of the page a path shows, as the build's manifest does", () => {
    expect(pageModuleOf('/post/12')).toBe('src/app/routes/post.tsx');
    expect(pageModuleOf('/boards/all')).toBe('src/app/routes/all.tsx');
    expect(pageModuleOf('/boards/free')).toBe('src/app/routes/board.tsx');
    expect(pageModuleOf('/')).toBe('src/app/routes/influencer.tsx');
    expect(pageModuleOf('/TermsOfService')).toBe('src/app/routes/terms.tsx');
    expect(pageModuleOf('/no/such/page')).toBe('src/app/routes/not-found.tsx');
  });

  it('names only files that exist', () => {
    const names: string[] = [];
    const collect = (list: RouteObject[]) =>
      list.forEach((route) => {
        const page = (route.handle as { page?: string } | undefined)?.page;
        if (page) names.push(page);
        collect(route.children ?? []);
      });
    collect(routes);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      expect(existsSync(path.join(import.meta.dirname, 'routes', `${name}.tsx`)), name).toBe(true);
    }
  });
});

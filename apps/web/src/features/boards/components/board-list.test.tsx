import type { Board } from '@myeolgong/contract/boards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getActiveModal } from '../../../lib/modal-store';
import { signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { BoardList } from './board-list';

function board(id: number, name: string, displayName: string, subscriberCount: number): Board {
  return {
    id,
    name,
    displayName,
    description: `${displayName} 설명`,
    iconUrl: null,
    iconImage: null,
    bannerUrl: null,
    subscribed: false,
    subscriberCount,
    postCount: 3,
    createdAt: '2025-04-01T00:00:00Z',
    categories: [],
    categoryRequired: false,
  };
}

const free = board(3, 'free', '자유 게시판', 200);
const stock = board(2, 'stock', '투자 게시판', 80);

afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('BoardList', () => {
  it('fills each tab from its own endpoint; the subscribed tab only for members', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/boards/popular') return json(200, [free, stock]);
      if (path === '/api/boards/new') return json(200, [stock]);
      if (path === '/api/boards/subscribed') return json(200, []);
      return undefined;
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<BoardList signedIn={false} />);
    expect(await screen.findByRole('link', { name: '자유 게시판' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '인기',
      '최신',
      '전체',
    ]);
    expect(card('자유 게시판').textContent).toContain('구독자 200명');
    expect(screen.getByRole('link', { name: '자유 게시판' }).getAttribute('href')).toBe(
      '/boards/free',
    );
    await user.click(screen.getByRole('tab', { name: '최신' }));
    expect(await screen.findByRole('link', { name: '투자 게시판' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/boards/popular', '/api/boards/new']);

    view.unmount();
    renderWithProviders(<BoardList signedIn />);
    await user.click(await screen.findByRole('tab', { name: '구독' }));
    expect(await screen.findByText('구독한 게시판이 없습니다.')).toBeTruthy();
  });

  it('subscribes with the count moved at once, then the exact count from the server', async () => {
    signIn('jwt', { id: 5, nickname: '김' });
    let release: (response: Response) => void = () => {};
    const calls = mockFetch(({ path }) => {
      if (path === '/api/boards/popular') return json(200, [free]);
      if (path === '/api/boards/3/subscribe') {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardList signedIn />);
    await screen.findByRole('link', { name: '자유 게시판' });
    await user.click(within(card('자유 게시판')).getByRole('button', { name: '자유 게시판 구독' }));
    await waitFor(() => expect(card('자유 게시판').textContent).toContain('구독자 201명'));
    const button = within(card('자유 게시판')).getByRole('button', { name: '자유 게시판 구독' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('구독 중');
    release(json(200, { ...free, subscribed: true, subscriberCount: 205 }));
    await waitFor(() => expect(card('자유 게시판').textContent).toContain('구독자 205명'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/boards/3/subscribe')).toBe(
      true,
    );
  });

  it('puts the count back when the server refuses', async () => {
    signIn('jwt', { id: 5, nickname: '김' });
    mockFetch(({ path }) => {
      if (path === '/api/boards/popular') return json(200, [{ ...free, subscribed: true }]);
      if (path === '/api/boards/3/unsubscribe') return apiError(500, 'INTERNAL_ERROR', 'x');
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardList signedIn />);
    await screen.findByRole('link', { name: '자유 게시판' });
    await user.click(within(card('자유 게시판')).getByRole('button', { name: '자유 게시판 구독' }));
    await waitFor(() =>
      expect(
        within(card('자유 게시판'))
          .getByRole('button', { name: '자유 게시판 구독' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(card('자유 게시판').textContent).toContain('구독자 200명');
  });

  it('asks visitors to sign in instead of subscribing', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/boards/popular' ? json(200, [free]) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<BoardList signedIn={false} />);
    await screen.findByRole('link', { name: '자유 게시판' });
    await user.click(screen.getByRole('button', { name: '자유 게시판 구독' }));
    expect(getActiveModal()).toBe('login');
    expect(calls).toHaveLength(1);
  });

  it('falls back to the built-in boards when the list cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => apiError(503, 'INTERNAL_ERROR', 'x'));
    renderWithProviders(<BoardList signedIn={false} />);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await screen.findByText(/게시판 목록을 불러오는 중 오류가 발생했습니다/)).toBeTruthy();
    for (const name of ['멸공 게시판', '투자 게시판', '자유 게시판']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(card('멸공 게시판').textContent).toContain('구독자 100명');
    vi.useRealTimers();
  });
});

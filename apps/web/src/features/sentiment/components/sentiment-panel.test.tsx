import type { Sentiment } from '@myeolgong/contract/sentiment';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveModal, closeModal } from '../../../lib/modal-store';
import { signIn, signOut } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { SentimentPanel } from './sentiment-panel';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));
// The canvas chart does not draw in jsdom; its series are tested in utils/.
vi.mock('./sentiment-chart', () => ({ default: () => <div data-testid="sentiment-chart" /> }));

const member = {
  id: 9,
  email: 'member@example.com',
  nickname: '투자자',
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

function answer(buy: number, sell: number, hold: number, mine: Sentiment['today']['mine']) {
  return {
    today: { buy, sell, hold, mine },
    days: [{ date: '2026-12-07', buy, sell, hold, close: 71200 }],
  } satisfies Sentiment;
}

const count = (stance: string) => screen.getByTestId(`sentiment-count-${stance}`).textContent;

afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('SentimentPanel', () => {
  it('moves the bar at once on a click, keeps the server’s answer, and withdraws on a second click', async () => {
    signIn('jwt', member);
    let release: () => void = () => undefined;
    const calls = mockFetch(({ method, path }) => {
      if (path !== '/api/stock/005930/sentiment') return undefined;
      if (method === 'GET') return json(200, answer(2, 1, 0, null));
      if (method === 'PUT') {
        return new Promise<Response>((resolve) => {
          release = () =>
            resolve(json(200, { stance: 'BUY', today: { buy: 3, sell: 1, hold: 0 } }));
        });
      }
      return json(200, { stance: null, today: { buy: 2, sell: 1, hold: 0 } });
    });
    const user = userEvent.setup();
    renderWithProviders(<SentimentPanel stockCode="005930" stockName="삼성전자" />);
    await waitFor(() => expect(count('BUY')).toBe('매수 2명 (67%)'));

    const buy = screen.getByRole('button', { name: '매수 의견 남기기' });
    await user.click(buy);
    // Before the server answers.
    expect(count('BUY')).toBe('매수 3명 (75%)');
    expect(buy.getAttribute('aria-pressed')).toBe('true');
    release();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('오늘 매수 의견을 남겼어요.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ stance: 'BUY' });

    await user.click(buy);
    await waitFor(() => expect(count('BUY')).toBe('매수 2명 (67%)'));
    expect(buy.getAttribute('aria-pressed')).toBe('false');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('puts the bar back with a Korean toast when saving fails', async () => {
    signIn('jwt', member);
    mockFetch(({ method, path }) => {
      if (path !== '/api/stock/005930/sentiment') return undefined;
      if (method === 'GET') return json(200, answer(1, 0, 0, 'BUY'));
      return apiError(500, 'INTERNAL_ERROR', '서버 오류');
    });
    const user = userEvent.setup();
    renderWithProviders(<SentimentPanel stockCode="005930" stockName="삼성전자" />);
    await waitFor(() => expect(count('BUY')).toBe('매수 1명 (100%)'));
    await user.click(screen.getByRole('button', { name: '매도 의견 남기기' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        '의견을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
        'error',
      ),
    );
    expect(count('BUY')).toBe('매수 1명 (100%)');
    expect(count('SELL')).toBe('매도 0명 (0%)');
    expect(
      screen.getByRole('button', { name: '매수 의견 남기기' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const calls = mockFetch(({ method, path }) =>
      path === '/api/stock/005930/sentiment' && method === 'GET'
        ? json(200, answer(0, 0, 0, null))
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<SentimentPanel stockCode="005930" stockName="삼성전자" />);
    expect(await screen.findByText('아직 오늘의 의견이 없어요')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '관망 의견 남기기' }));
    expect(getActiveModal()).toBe('login');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/session';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { NotificationSettingsSection } from './notification-settings-section';

const me = {
  id: 5,
  email: 'kim@example.com',
  nickname: '개미',
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

const stored = {
  COMMENT: true,
  REPLY: true,
  MENTION: true,
  POST_LIKES: true,
  COMMENT_LIKES: true,
  MODERATION: true,
  STOCK_MOVE: true,
  STOCK_BUZZ: true,
  FOLLOWED_POST: true,
  PREDICTION_SETTLED: true,
};

afterEach(() => signOut());

describe('the notification settings', () => {
  it('has the two 종목 소식 switches, on by default, and saves a change at once', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/api/notifications/settings' && call.method === 'GET')
        return json(200, stored);
      if (call.path === '/api/notifications/settings' && call.method === 'PUT')
        return json(200, { ...stored, ...(call.body as object) });
      return undefined;
    });
    signIn('jwt', me as never);
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsSection />);
    const move = await screen.findByRole('switch', { name: /관심종목 시세 급변/ });
    const buzz = screen.getByRole('switch', { name: '관심종목 언급 급증' });
    expect((move as HTMLInputElement).checked).toBe(true);
    expect((buzz as HTMLInputElement).checked).toBe(true);
    await user.click(buzz);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ STOCK_BUZZ: false }),
    );
    expect((buzz as HTMLInputElement).checked).toBe(false);
  });
});

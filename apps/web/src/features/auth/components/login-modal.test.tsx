import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, getToken, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { LoginModal } from './login-modal';

const user = {
  id: 12,
  email: 'new@example.com',
  nickname: null,
  profileImage: null,
  role: 'USER',
  createdAt: '2025-07-25T00:00:00Z',
  restrictedUntil: null,
};

function Harness({ provider = 'google' }: { provider?: 'google' | 'dev' | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="state">{open ? 'open' : 'closed'}</output>
      <LoginModal open={open} onOpenChange={setOpen} provider={provider} />
    </>
  );
}

async function openEmailForm(mode: '로그인' | '회원가입' = '로그인') {
  const events = userEvent.setup();
  renderWithProviders(<Harness />);
  const dialog = screen.getByRole('dialog', { name: '로그인' });
  await events.click(within(dialog).getByRole('button', { name: '이메일로 로그인' }));
  if (mode === '회원가입') await events.click(screen.getByRole('tab', { name: '회원가입' }));
  return events;
}

const emailBox = () => screen.getByRole('textbox', { name: /이메일/ });
const passwordBox = () => screen.getByLabelText(/비밀번호/);

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('LoginModal', () => {
  it('hides the provider button when Google sign-in is not set up, and says so', () => {
    renderWithProviders(<Harness provider={null} />);
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(within(dialog).queryByRole('button', { name: /Google 계정으로 로그인/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /개발용/ })).toBeNull();
    expect(within(dialog).getByText(/구글 로그인이 설정되어 있지 않습니다/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '이메일로 로그인' })).toBeTruthy();
  });

  it('keeps the provider button, the collected-data note and the terms and privacy links', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(within(dialog).getByRole('button', { name: /Google 계정으로 로그인/ })).toBeTruthy();
    expect(
      within(dialog).getByText('로그인 시 이메일 계정과 프로필 사진만 수집합니다.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '이용약관' }).getAttribute('href')).toBe(
      '/termsofservice',
    );
    expect(
      within(dialog).getByRole('link', { name: '개인정보처리방침' }).getAttribute('href'),
    ).toBe('/privacy');
  });

  it('moves focus to the e-mail field and back to the e-mail button', async () => {
    const events = await openEmailForm();
    expect(document.activeElement).toBe(emailBox());
    await events.click(screen.getByRole('button', { name: '다른 방법으로 로그인' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '이메일로 로그인' })),
    );
  });
});

describe('EmailSignInForm', () => {
  it('checks the fields before calling the server', async () => {
    const calls = mockFetch(() => undefined);
    const events = await openEmailForm();
    await events.click(submitButton());
    expect(screen.getByText('이메일을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailBox());

    await events.type(emailBox(), 'not-an-email');
    expect(screen.queryByText('이메일을 입력해주세요.')).toBeNull();
    await events.click(submitButton());
    expect(screen.getByText('올바른 이메일 주소를 입력해주세요.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for 8 characters when signing up', async () => {
    const calls = mockFetch(() => undefined);
    const events = await openEmailForm('회원가입');
    expect(screen.getByRole('dialog', { name: '회원가입' })).toBeTruthy();
    expect(screen.getByText('8자 이상 입력해주세요.')).toBeTruthy();
    await events.type(emailBox(), 'new@example.com');
    await events.type(passwordBox(), 'short');
    await events.click(submitButton());
    expect(screen.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(document.activeElement).toBe(passwordBox());
    expect(calls).toHaveLength(0);
  });

  it('shows the server message for wrong credentials', async () => {
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', '이메일 또는 비밀번호가 올바르지 않습니다.'));
    const events = await openEmailForm();
    await events.type(emailBox(), 'kim@example.com');
    await events.type(passwordBox(), 'wrong-password');
    await events.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('open');
  });

  it('shows the rate-limit message', async () => {
    mockFetch(() =>
      apiError(429, 'RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
    );
    const events = await openEmailForm();
    await events.type(emailBox(), 'kim@example.com');
    await events.type(passwordBox(), 'password1');
    await events.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    );
  });

  it('puts a taken e-mail and per-field messages beside the fields', async () => {
    let attempt = 0;
    mockFetch(() => {
      attempt += 1;
      return attempt === 1
        ? apiError(409, 'CONFLICT', '이미 가입된 이메일입니다.')
        : apiError(400, 'VALIDATION_FAILED', '입력값을 확인해주세요.', {
            password: '비밀번호는 128자 이하여야 합니다.',
          });
    });
    const events = await openEmailForm('회원가입');
    await events.type(emailBox(), 'kim@example.com');
    await events.type(passwordBox(), 'password1');
    await events.click(submitButton());
    expect(await screen.findByText('이미 가입된 이메일입니다.')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    await events.click(submitButton());
    expect(await screen.findByText('비밀번호는 128자 이하여야 합니다.')).toBeTruthy();
  });

  it('signs up, stores the session and the first-login flag, and closes', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/auth/register')
        return json(201, { token: 'jwt.new', user, isFirstLogin: true });
      if (path === '/api/users/me/likes') return json(200, []);
      return undefined;
    });
    const events = await openEmailForm('회원가입');
    await events.type(emailBox(), '  new@example.com ');
    await events.type(passwordBox(), 'password1');
    await events.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/register',
      body: { email: 'new@example.com', password: 'password1' },
    });
    expect(getToken()).toBe('jwt.new');
    expect(getSessionUser()?.email).toBe('new@example.com');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('true');
  });

  it('signs in with an existing account', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/auth/login'
        ? json(200, {
            token: 'jwt.old',
            user: { ...user, nickname: '김멸공' },
            isFirstLogin: false,
          })
        : json(200, []),
    );
    const events = await openEmailForm();
    await events.type(emailBox(), 'new@example.com');
    await events.type(passwordBox(), 'password1');
    await events.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(calls[0]?.path).toBe('/api/auth/login');
    expect(getSessionUser()?.nickname).toBe('김멸공');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('false');
  });
});

function submitButton() {
  return screen.getByRole('button', { name: /^(로그인|가입하기)$/ });
}

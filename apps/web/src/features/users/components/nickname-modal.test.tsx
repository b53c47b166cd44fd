import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, signIn, signOut } from '../../../lib/session';
import { useToasts } from '../../../lib/toast';
import { apiError, type FetchCall, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { NicknameModal } from './nickname-modal';

const me = {
  id: 5,
  email: 'kim@example.com',
  nickname: null as string | null,
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

function Toasts() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="state">{open ? 'open' : 'closed'}</output>
      <NicknameModal open={open} onOpenChange={setOpen} />
      <Toasts />
    </>
  );
}

type Handler = (call: FetchCall) => Response | undefined;

/** A server where 멸공 is taken and anything else is free, unless a test says otherwise. */
function server(overrides: Handler = () => undefined) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/users/check-nickname') {
      const nickname = call.url.searchParams.get('nickname');
      return nickname === '멸공'
        ? json(200, { available: false, message: '이미 사용 중인 닉네임입니다.' })
        : json(200, { available: true, message: '사용 가능한 닉네임입니다.' });
    }
    if (call.path === '/api/users/nickname' && call.method === 'PUT') {
      return json(200, { ...me, nickname: (call.body as { nickname: string }).nickname });
    }
    return undefined;
  });
}

function setup(nickname: string | null = null) {
  signIn('jwt', { ...me, nickname });
  const events = userEvent.setup();
  renderWithProviders(<Harness />);
  return events;
}

const input = () => screen.getByRole('textbox', { name: '닉네임' });
const checkButton = () => screen.getByRole('button', { name: '중복 확인' });
const saveButton = () => screen.getByRole('button', { name: '저장' });
const message = () => document.getElementById(input().getAttribute('aria-describedby') ?? '');

beforeEach(() => sessionStorage.setItem('isFirstLogin', 'true'));

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('NicknameModal', () => {
  it('offers to set a first nickname with submit disabled until a check passes', () => {
    server();
    setup();
    expect(screen.getByRole('dialog', { name: '닉네임 설정' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(message()?.textContent).toBe('한글, 영문, 숫자, 밑줄(_)로 2~10자');
  });

  it('shows each rule message while typing and blocks the check', async () => {
    server();
    const events = setup();
    await events.type(input(), 'a');
    expect(message()?.textContent).toBe('닉네임은 2~10자 사이여야 합니다.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
    await events.clear(input());
    expect(message()?.textContent).toBe('닉네임을 입력해주세요.');
    await events.type(input(), '가나다라마바사아자차카');
    expect(message()?.textContent).toBe('닉네임은 2~10자 사이여야 합니다.');
    await events.clear(input());
    await events.type(input(), '새 이름');
    expect(message()?.textContent).toBe('닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.');
    await events.clear(input());
    await events.type(input(), '새이름');
    expect(message()?.textContent).toBe('닉네임 중복 확인이 필요합니다.');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(false);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports a taken nickname, then an available one; editing resets the check', async () => {
    server();
    const events = setup();
    await events.type(input(), '멸공');
    await events.click(checkButton());
    await waitFor(() => expect(message()?.textContent).toBe('이미 사용 중인 닉네임입니다.'));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

    await events.clear(input());
    await events.type(input(), '새이름');
    await events.click(checkButton());
    await waitFor(() => expect(message()?.textContent).toBe('사용 가능한 닉네임입니다.'));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);

    await events.type(input(), '2');
    expect(message()?.textContent).toBe('닉네임 중복 확인이 필요합니다.');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports a failed check', async () => {
    server(({ path }) =>
      path === '/api/users/check-nickname' ? apiError(500, 'INTERNAL_ERROR', '오류') : undefined,
    );
    const events = setup();
    await events.type(input(), '새이름');
    await events.click(checkButton());
    await waitFor(() => expect(message()?.textContent).toBe('닉네임 중복 확인에 실패했습니다.'));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a rule the server refused during the check', async () => {
    server(({ path }) =>
      path === '/api/users/check-nickname'
        ? apiError(
            400,
            'VALIDATION_FAILED',
            "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.",
          )
        : undefined,
    );
    const events = setup();
    await events.type(input(), 'admin');
    await events.click(checkButton());
    await waitFor(() =>
      expect(message()?.textContent).toBe(
        "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.",
      ),
    );
  });

  it('saves, updates the cached user, clears the first-login flag and closes', async () => {
    const calls = server();
    const events = setup();
    await events.type(input(), '새이름');
    await events.click(checkButton());
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await events.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/users/nickname',
      body: { nickname: '새이름' },
    });
    expect(getSessionUser()?.nickname).toBe('새이름');
    expect(sessionStorage.getItem('isFirstLogin')).toBeNull();
    expect(screen.getByText('닉네임이 설정되었습니다.')).toBeTruthy();
  });

  it('shows the submit failure message and keeps the modal open', async () => {
    server(({ path, method }) =>
      path === '/api/users/nickname' && method === 'PUT'
        ? apiError(500, 'INTERNAL_ERROR', '서버 오류')
        : undefined,
    );
    const events = setup();
    await events.type(input(), '새이름');
    await events.click(checkButton());
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await events.click(saveButton());
    await waitFor(() =>
      expect(message()?.textContent).toBe('닉네임 설정에 실패했습니다. 잠시 후 다시 시도해주세요.'),
    );
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(getSessionUser()?.nickname).toBeNull();
  });

  it('tells a restricted member why the change was refused', async () => {
    const refusal = '운영 정책에 따라 2026년 12월 22일 오후 11:59까지 글쓰기가 제한된 계정입니다.';
    server(({ path, method }) =>
      path === '/api/users/nickname' && method === 'PUT'
        ? apiError(403, 'RESTRICTED', refusal)
        : undefined,
    );
    const events = setup('김멸공');
    await events.clear(input());
    await events.type(input(), '박멸공');
    await events.click(checkButton());
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await events.click(saveButton());
    await waitFor(() => expect(message()?.textContent).toBe(refusal));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(getSessionUser()?.nickname).toBe('김멸공');
  });

  it('changes an existing nickname: same name refused, a taken one reported with an alert', async () => {
    server(({ path, method }) =>
      path === '/api/users/nickname' && method === 'PUT'
        ? apiError(409, 'CONFLICT', '이미 사용 중인 닉네임입니다.')
        : undefined,
    );
    const events = setup('김멸공');
    expect(screen.getByRole('dialog', { name: '닉네임 변경' })).toBeTruthy();
    expect(input()).toHaveProperty('value', '김멸공');
    await events.type(input(), '2');
    await events.type(input(), '{Backspace}');
    expect(message()?.textContent).toBe('현재 닉네임과 동일합니다.');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

    await events.clear(input());
    await events.type(input(), '박멸공');
    await events.click(checkButton());
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    await events.click(saveButton());
    await waitFor(() => expect(message()?.textContent).toBe('이미 사용 중인 닉네임입니다.'));
    expect(
      screen.getByText('닉네임 변경 중 오류가 발생했습니다: 이미 사용 중인 닉네임입니다.'),
    ).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

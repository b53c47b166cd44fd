import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, getToken, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { queryWrapper } from '../../../testing/render';
import { SIGN_IN_RESET_MS, useLoginPopup } from './use-login-popup';

const me = {
  id: 3,
  email: 'popup@example.com',
  nickname: null,
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

function renderPopup(onSignedIn = vi.fn()) {
  return renderHook(() => useLoginPopup(onSignedIn), { wrapper: queryWrapper() });
}

const openMock = vi.fn();

beforeEach(() => {
  openMock.mockReset().mockReturnValue({} as Window);
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLoginPopup', () => {
  it('opens a 600×700 popup to the Google sign-in with our origin', () => {
    const { result } = renderPopup();
    act(() => result.current.start());
    const [url, , features] = openMock.mock.calls[0] as [string, string, string];
    expect(url).toBe(`/api/auth/google?origin=${encodeURIComponent(window.location.origin)}`);
    expect(features).toContain('width=600');
    expect(features).toContain('height=700');
    expect(result.current.signingIn).toBe(true);
  });

  it('exchanges a token from our own origin for the user, then signs in', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/users/me') return json(200, me);
      if (path === '/api/users/me/likes') return json(200, [{ postId: 5, value: 1 }]);
      return undefined;
    });
    const onSignedIn = vi.fn();
    const { result } = renderPopup(onSignedIn);
    act(() => result.current.start());
    post({ token: 'jwt.from.popup', isFirstLogin: true });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls[0]?.path).toBe('/api/users/me');
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt.from.popup');
    expect(localStorage.getItem('token')).toBe('jwt.from.popup');
    expect(getToken()).toBe('jwt.from.popup');
    expect(getSessionUser()?.email).toBe('popup@example.com');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('true');
    expect(result.current.signingIn).toBe(false);
    await waitFor(() => expect(localStorage.getItem('likedPosts')).toBe('{"5":1}'));
  });

  it.each(['https://evil.example', 'http://localhost:9999', 'null'])(
    'ignores messages from %s',
    (origin) => {
      const calls = mockFetch(() => json(200, me));
      const onSignedIn = vi.fn();
      renderPopup(onSignedIn);
      post({ token: 'evil', isFirstLogin: false }, origin);
      post({ error: 'x', errorMessage: '가짜 오류' }, origin);
      expect(calls).toHaveLength(0);
      expect(localStorage.getItem('token')).toBeNull();
      expect(onSignedIn).not.toHaveBeenCalled();
    },
  );

  it('ignores unrelated messages from our origin', () => {
    const calls = mockFetch(() => json(200, me));
    const { result } = renderPopup();
    post('hello');
    post({ type: 'webpackOk' });
    post({ token: '' });
    expect(calls).toHaveLength(0);
    expect(result.current.error).toBeNull();
  });

  it('reports when the user cannot be loaded and stays signed out', async () => {
    mockFetch(() => apiError(500, 'INTERNAL_ERROR', '서버 오류'));
    const onSignedIn = vi.fn();
    const { result } = renderPopup(onSignedIn);
    post({ token: 'jwt.from.popup', isFirstLogin: false });
    await waitFor(() =>
      expect(result.current.error).toBe('사용자 정보를 불러오는 중 오류가 발생했습니다.'),
    );
    expect(getToken()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the error a popup reports', () => {
    const { result } = renderPopup();
    post({ error: true, errorMessage: '이메일 동의가 필요합니다.' });
    expect(result.current.error).toBe('로그인 오류: 이메일 동의가 필요합니다.');
    post({ error: 'x' });
    expect(result.current.error).toBe('로그인 오류: 알 수 없는 오류');
  });

  it('reports a blocked popup', () => {
    openMock.mockReturnValue(null);
    const { result } = renderPopup();
    act(() => result.current.start());
    expect(result.current.error).toBe(
      '팝업이 차단되었습니다. 팝업 차단을 해제한 뒤 다시 시도해주세요.',
    );
    expect(result.current.signingIn).toBe(false);
  });

  it('leaves the signing-in state after 30 s', () => {
    vi.useFakeTimers();
    const { result } = renderPopup();
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(SIGN_IN_RESET_MS - 1));
    expect(result.current.signingIn).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.signingIn).toBe(false);
  });
});

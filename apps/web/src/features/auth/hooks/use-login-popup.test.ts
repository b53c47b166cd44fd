import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session';
import { SIGN_IN_RESET_MS, useLoginPopup } from './use-login-popup';

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const openMock = vi.fn();

beforeEach(() => {
  openMock.mockReset().mockReturnValue({} as Window);
  vi.stubGlobal('open', openMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLoginPopup', () => {
  it('opens a 600×700 popup to the Google sign-in with our origin', () => {
    const { result } = renderHook(() => useLoginPopup(vi.fn()));
    act(() => result.current.start());
    const [url, , features] = openMock.mock.calls[0] as [string, string, string];
    expect(url).toBe(`/api/auth/google?origin=${encodeURIComponent(window.location.origin)}`);
    expect(features).toContain('width=600');
    expect(features).toContain('height=700');
    expect(result.current.signingIn).toBe(true);
  });

  it('stores the token and first-login flag from our own origin and reports success', () => {
    const onSignedIn = vi.fn();
    const { result } = renderHook(() => useLoginPopup(onSignedIn));
    act(() => result.current.start());
    post({ token: 'jwt.from.popup', isFirstLogin: true });
    expect(localStorage.getItem('token')).toBe('jwt.from.popup');
    expect(getToken()).toBe('jwt.from.popup');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('true');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(result.current.signingIn).toBe(false);
  });

  it('ignores messages from other origins', () => {
    const onSignedIn = vi.fn();
    renderHook(() => useLoginPopup(onSignedIn));
    post({ token: 'evil' }, 'https://evil.example');
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the error a popup reports', () => {
    const { result } = renderHook(() => useLoginPopup(vi.fn()));
    post({ error: true, errorMessage: '이메일 동의가 필요합니다.' });
    expect(result.current.error).toBe('로그인 오류: 이메일 동의가 필요합니다.');
    post({ error: 'x' });
    expect(result.current.error).toBe('로그인 오류: 알 수 없는 오류');
  });

  it('reports a blocked popup', () => {
    openMock.mockReturnValue(null);
    const { result } = renderHook(() => useLoginPopup(vi.fn()));
    act(() => result.current.start());
    expect(result.current.error).toContain('팝업이 차단되었습니다');
    expect(result.current.signingIn).toBe(false);
  });

  it('leaves the signing-in state after 30 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLoginPopup(vi.fn()));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(SIGN_IN_RESET_MS - 1));
    expect(result.current.signingIn).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.signingIn).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getActiveModal } from '../../../lib/modal-store';
import { getSessionUser, getToken, signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch, offlineFetch } from '../../../testing/fetch-mock';
import { createTestQueryClient } from '../../../testing/render';
import { completeSignIn, refreshCurrentUser, validateSession } from './session';

const cached = {
  id: 7,
  email: 'kim@example.com',
  nickname: '김멸공',
  profileImage: null,
  role: 'USER' as const,
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
};

function signInCached() {
  signIn('jwt.cached', cached);
  localStorage.setItem('likedPosts', '{"3":1}');
  localStorage.setItem('likedComments', '{"9":1}');
  localStorage.setItem('viewedPosts', '{"3":1}');
}

beforeEach(() => signInCached());

afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
});

describe('refreshCurrentUser', () => {
  it('replaces the cached user with the server copy and leaves offline mode', async () => {
    localStorage.setItem('offline_mode', 'true');
    const calls = mockFetch(({ path }) =>
      path === '/api/users/me' ? json(200, { ...cached, nickname: '새이름' }) : undefined,
    );
    await refreshCurrentUser(createTestQueryClient());
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt.cached');
    expect(getSessionUser()?.nickname).toBe('새이름');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').nickname).toBe('새이름');
    expect(localStorage.getItem('offline_mode')).toBeNull();
  });

  it.each([401, 403])('signs out on %i but keeps the vote history', async (status) => {
    mockFetch(() => apiError(status, 'UNAUTHENTICATED', '로그인이 필요합니다.'));
    await refreshCurrentUser(createTestQueryClient());
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('likedPosts')).toBe('{"3":1}');
    expect(localStorage.getItem('likedComments')).toBe('{"9":1}');
    expect(localStorage.getItem('viewedPosts')).toBe('{"3":1}');
  });

  it('keeps the cached user in offline mode when the server is unreachable', async () => {
    offlineFetch();
    await refreshCurrentUser(createTestQueryClient());
    expect(getToken()).toBe('jwt.cached');
    expect(getSessionUser()?.nickname).toBe('김멸공');
    expect(localStorage.getItem('offline_mode')).toBe('true');
  });

  it('keeps the cached user on a server error', async () => {
    mockFetch(() => apiError(500, 'INTERNAL_ERROR', '서버 오류가 발생했습니다.'));
    await refreshCurrentUser(createTestQueryClient());
    expect(getToken()).toBe('jwt.cached');
    expect(getSessionUser()?.nickname).toBe('김멸공');
    expect(localStorage.getItem('offline_mode')).toBeNull();
  });

  it('does nothing without a token', async () => {
    signOut();
    const calls = mockFetch(() => json(200, cached));
    await refreshCurrentUser(createTestQueryClient());
    expect(calls).toHaveLength(0);
  });
});

describe('validateSession', () => {
  it('signs out and opens the login modal for an invalid token', async () => {
    mockFetch(({ path }) =>
      path === '/api/users/validate-token' ? json(200, { valid: false }) : undefined,
    );
    await validateSession(createTestQueryClient());
    expect(getToken()).toBeNull();
    expect(getActiveModal()).toBe('login');
  });

  it('keeps a valid token', async () => {
    mockFetch(() => json(200, { valid: true }));
    await validateSession(createTestQueryClient());
    expect(getToken()).toBe('jwt.cached');
    expect(getActiveModal()).toBeNull();
  });

  it('counts an unreachable server as signed in', async () => {
    offlineFetch();
    await validateSession(createTestQueryClient());
    expect(getToken()).toBe('jwt.cached');
    expect(getActiveModal()).toBeNull();
  });
});

describe('completeSignIn', () => {
  beforeEach(() => signOut());

  it('stores token, user and first-login flag, then the like history as a map', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/users/me/likes'
        ? json(200, [
            { postId: 4, value: 1 },
            { postId: 11, value: 1 },
          ])
        : undefined,
    );
    completeSignIn(createTestQueryClient(), { token: 'jwt.new', user: cached, isFirstLogin: true });
    expect(localStorage.getItem('token')).toBe('jwt.new');
    expect(getSessionUser()?.id).toBe(7);
    expect(sessionStorage.getItem('isFirstLogin')).toBe('true');
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('likedPosts') ?? '{}')).toEqual({ 4: 1, 11: 1 }),
    );
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt.new');
  });

  it('ignores a failing like history', async () => {
    const calls = mockFetch(() => apiError(500, 'INTERNAL_ERROR', '서버 오류'));
    completeSignIn(createTestQueryClient(), {
      token: 'jwt.new',
      user: cached,
      isFirstLogin: false,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(getToken()).toBe('jwt.new');
    expect(localStorage.getItem('likedPosts')).toBe('{"3":1}');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('false');
  });
});

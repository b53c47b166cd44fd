import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveModal, closeModal } from '../../../lib/modal-store';
import { getToken, setSessionUser, signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { UserProfile } from './user-profile';

const NOW = Date.now();
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

const kim = {
  id: 7,
  email: null,
  nickname: '김멸공',
  profileImage: null,
  role: 'USER',
  createdAt: '2025-04-01T03:00:00Z',
  restrictedUntil: null,
};

function post(id: number, extra: object = {}) {
  return {
    id,
    title: `글 ${id}`,
    boardName: 'free',
    boardDisplayName: '자유 게시판',
    boardPath: '/boards/free',
    createdAt: minutesAgo(5),
    likeCount: 2,
    commentCount: 1,
    ...extra,
  };
}

function page<T>(content: T[], number = 0, last = true) {
  return {
    content,
    totalElements: content.length,
    last,
    number,
    size: 20,
    totalPages: last ? number + 1 : number + 2,
    empty: content.length === 0,
  };
}

function server() {
  return mockFetch(({ path, url, method }) => {
    if (path === '/api/users/7' || path === '/api/users/nickname/%EA%B9%80%EB%A9%B8%EA%B3%B5')
      return json(200, kim);
    if (path === '/api/users/7/posts') {
      const number = Number(url.searchParams.get('page'));
      return number === 0
        ? json(200, page([post(1, { likeCount: -3 }), post(2)], 0, false))
        : json(200, page([post(3, { createdAt: '2024-01-05T00:00:00Z' })], 1, true));
    }
    if (path === '/api/users/7/comments')
      return json(
        200,
        page([
          {
            id: 40,
            postId: 2,
            postTitle: '글 2',
            content: '좋은 글입니다',
            createdAt: 'not a date',
            likeCount: 0,
          },
        ]),
      );
    if (path === '/api/users/saved-posts') return json(200, page([]));
    if (path === '/api/users/me' && method === 'DELETE') return json(200, { success: true });
    if (path === '/api/users/99') return apiError(404, 'NOT_FOUND', '사용자를 찾을 수 없습니다.');
    if (path === '/api/users/500') return apiError(500, 'INTERNAL_ERROR', '서버 오류');
    return undefined;
  });
}

afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
});

describe('UserProfile', () => {
  it("shows another member's posts and comments, without saved posts or account actions", async () => {
    server();
    const events = userEvent.setup();
    renderWithProviders(<UserProfile userKey="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: '김멸공' })).toBeTruthy();
    expect(screen.getByText('2025년 4월 1일 가입')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['게시글', '댓글']);
    expect(screen.queryByRole('button', { name: '회원 탈퇴' })).toBeNull();

    const posts = await screen.findByRole('list', { name: '게시글' });
    const first = within(posts).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '글 1' }).getAttribute('href')).toBe('/post/1');
    expect(within(first).getByText('5분 전')).toBeTruthy();
    // A negative like count from the server reads 0.
    expect(first.textContent).toContain('좋아요0');

    await events.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await within(posts).findByRole('link', { name: '글 3' })).toBeTruthy();
    expect(within(posts).getByText('2024년 1월 5일')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();

    await events.click(screen.getByRole('tab', { name: '댓글' }));
    const comments = await screen.findByRole('list', { name: '댓글' });
    expect(within(comments).getByRole('link', { name: '글 2' }).getAttribute('href')).toBe(
      '/post/2',
    );
    expect(within(comments).getByText('좋은 글입니다')).toBeTruthy();
    expect(within(comments).getByText('날짜 정보 없음')).toBeTruthy();
  });

  it('finds a member by nickname', async () => {
    server();
    renderWithProviders(<UserProfile userKey="김멸공" />);
    expect(await screen.findByRole('heading', { level: 1, name: '김멸공' })).toBeTruthy();
  });

  it('gives the owner the saved tab and the account actions', async () => {
    server();
    signIn('jwt', { ...kim, email: 'kim@example.com' });
    const events = userEvent.setup();
    renderWithProviders(<UserProfile userKey="7" />);
    await screen.findByRole('heading', { level: 1, name: '김멸공' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '게시글',
      '댓글',
      '저장한 글',
    ]);
    await events.click(screen.getByRole('tab', { name: '저장한 글' }));
    expect(await screen.findByText('저장한 글이 없습니다.')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: '닉네임 변경' }));
    expect(getActiveModal()).toBe('nickname');
  });

  it('deletes the account after confirmation and signs out', async () => {
    const calls = server();
    signIn('jwt', kim);
    const events = userEvent.setup();
    const { router } = renderWithProviders(<UserProfile userKey="7" />, { path: '/profile/7' });
    await screen.findByRole('heading', { level: 1, name: '김멸공' });
    await events.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog', { name: '회원 탈퇴' });
    await events.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/users/me');
    expect(getToken()).toBeNull();
  });

  it('follows the owner to the new nickname after a rename', async () => {
    server();
    signIn('jwt', kim);
    const { router } = renderWithProviders(<UserProfile userKey="김멸공" />, {
      path: '/profile/김멸공',
    });
    await screen.findByRole('heading', { level: 1, name: '김멸공' });
    act(() => setSessionUser({ ...kim, nickname: '박멸공' }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/profile/박멸공'),
    );
  });

  it('names a member without a nickname after their id', async () => {
    mockFetch(({ path }) =>
      path === '/api/users/8' ? json(200, { ...kim, id: 8, nickname: null }) : json(200, page([])),
    );
    renderWithProviders(<UserProfile userKey="8" />);
    expect(await screen.findByRole('heading', { level: 1, name: '사용자 8' })).toBeTruthy();
    expect(await screen.findByText('작성한 글이 없습니다.')).toBeTruthy();
  });

  it('says when the member does not exist', async () => {
    server();
    renderWithProviders(<UserProfile userKey="99" />);
    expect(await screen.findByText('사용자를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('reports a failed load with a retry button', async () => {
    server();
    renderWithProviders(<UserProfile userKey="500" />);
    expect(await screen.findByText('사용자 정보를 불러오는 중 오류가 발생했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

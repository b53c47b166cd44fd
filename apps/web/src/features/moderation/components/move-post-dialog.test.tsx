import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { ContentMenu } from './content-menu';
import { MovePostDialog } from './move-post-dialog';

const board = (id: number, name: string, displayName: string) => ({
  id,
  name,
  displayName,
  description: '',
  iconUrl: null,
  iconImage: null,
  bannerUrl: null,
  subscribed: false,
  subscriberCount: 0,
  postCount: 0,
});
const boards = [
  board(1, 'myeolgong', '멸공 게시판'),
  board(2, 'stock', '투자 게시판'),
  board(3, 'free', '자유 게시판'),
];
const moved = { success: true, message: '게시글을 투자 게시판으로 옮겼습니다.' };

/** Boards load; the move answers with `answers` in turn. */
function server(...answers: (() => Response)[]) {
  let turn = 0;
  return mockFetch(({ path, method }) => {
    if (path === '/api/boards' && method === 'GET') return json(200, boards);
    if (path === '/api/admin/posts/7/move' && method === 'POST') {
      const answer = answers[Math.min(turn, answers.length - 1)]!;
      turn += 1;
      return answer();
    }
    return undefined;
  });
}

const member = (role: string, id = 9) => ({
  id,
  email: `${role.toLowerCase()}@example.com`,
  nickname: role,
  profileImage: null,
  role,
  createdAt: '2025-04-01T00:00:00Z',
  restrictedUntil: null,
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('MovePostDialog', () => {
  it('asks for a board other than the current one, then moves the post and says so', async () => {
    const calls = server(() => json(200, moved));
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MovePostDialog open onOpenChange={onOpenChange} postId={7} boardName="free" />
        <Toaster />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: '게시글 이동' });
    await waitFor(() => expect(dialog.textContent).toContain('지금 자유 게시판에 있는 게시글'));
    const confirm = screen.getByRole('button', { name: '이동' });
    expect(confirm).toHaveProperty('disabled', true);
    const select = screen.getByRole('combobox', { name: /옮길 게시판/ });
    const current = screen.getByRole('option', { name: '자유 게시판 (지금 게시판)' });
    expect(current).toHaveProperty('disabled', true);

    await user.selectOptions(select, 'stock');
    await user.type(screen.getByRole('textbox', { name: /사유/ }), ' 투자 이야기 ');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('게시글을 투자 게시판으로 옮겼습니다.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/admin/posts/7/move',
        body: { boardName: 'stock', reason: '투자 이야기' },
      }),
    ]);
  });

  it('shows why a move failed and retries from the same dialog', async () => {
    const calls = server(
      () => apiError(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.'),
      () => json(200, moved),
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MovePostDialog open onOpenChange={onOpenChange} postId={7} boardName="free" />,
    );
    await screen.findByRole('option', { name: '투자 게시판' });
    await user.selectOptions(screen.getByRole('combobox', { name: /옮길 게시판/ }), 'stock');
    await user.click(screen.getByRole('button', { name: '이동' }));

    expect((await screen.findByRole('alert')).textContent).toBe('잠시 후 다시 시도해 주세요.');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('offers a retry when the board list cannot load', async () => {
    let fail = true;
    mockFetch(({ path }) => {
      if (path !== '/api/boards') return undefined;
      return fail ? apiError(500, 'INTERNAL_ERROR', '오류') : json(200, boards);
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MovePostDialog open onOpenChange={() => {}} postId={7} boardName="free" />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      '게시판 목록을 불러오지 못했습니다.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('option', { name: '투자 게시판' })).toBeTruthy();
  });
});

describe('ContentMenu: moving a post', () => {
  const menu = (authorId: number) => (
    <ContentMenu
      targetType="POST"
      targetId={7}
      authorId={authorId}
      authorName="글쓴이"
      boardName="free"
    />
  );

  it('offers the move to operators, on their own posts too, and opens the dialog', async () => {
    server(() => json(200, moved));
    signIn('jwt', member('ADMIN'));
    const user = userEvent.setup();
    renderWithProviders(menu(9));
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(screen.queryByRole('button', { name: '신고하기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '다른 게시판으로 이동' }));
    expect(await screen.findByRole('dialog', { name: '게시글 이동' })).toBeTruthy();
  });

  it('does not offer it to members', async () => {
    mockFetch(() => json(200, []));
    signIn('jwt', member('USER'));
    const user = userEvent.setup();
    renderWithProviders(menu(5));
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(screen.getByRole('button', { name: '신고하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다른 게시판으로 이동' })).toBeNull();
  });
});

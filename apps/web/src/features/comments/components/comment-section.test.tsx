import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActiveModal, closeModal } from '../../../lib/modal-store';
import { signIn, signOut } from '../../../lib/session';
import { makeComment, makeCommentPage } from '../../../testing/comment-fixtures';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import CommentSection from './comment-section';

vi.mock('../../../lib/realtime', () => ({ subscribeTopic: () => () => {} }));

const mine = { id: 7, nickname: '나' };
const other = { id: 8, nickname: '남' };

function serve(comments = [makeComment(1, { author: mine }), makeComment(2, { author: other })]) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/comments/post/1') {
      return json(200, makeCommentPage(comments));
    }
    return undefined;
  });
}

beforeEach(() => signIn('token', mine));
afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
});

describe('CommentSection', () => {
  it('asks visitors to log in, which opens the login modal', async () => {
    signOut();
    serve();
    renderWithProviders(<CommentSection postId={1} />);
    await userEvent.click(
      await screen.findByRole('button', { name: '댓글을 작성하려면 로그인하세요' }),
    );
    expect(getActiveModal()).toBe('login');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the empty message, and the load error', async () => {
    serve([]);
    renderWithProviders(<CommentSection postId={1} />);
    expect(await screen.findByText('아직 댓글이 없습니다. 첫 댓글을 작성해보세요.')).toBeTruthy();
    vi.unstubAllGlobals();

    mockFetch(() => apiError(500, 'INTERNAL_ERROR', '서버 오류'));
    renderWithProviders(<CommentSection postId={2} />);
    expect(await screen.findByText('댓글을 불러오는 중 오류가 발생했습니다.')).toBeTruthy();
  });

  it('loads more top-level comments page by page, without repeating one, with a retry after a failure', async () => {
    const first = {
      ...makeCommentPage([makeComment(1), makeComment(2)]),
      last: false,
      totalPages: 2,
    };
    const second = { ...makeCommentPage([makeComment(2), makeComment(3)]), number: 1 };
    let failNext = true;
    const calls = mockFetch((call) => {
      if (call.path !== '/api/comments/post/1') return undefined;
      if (call.url.searchParams.get('page') === '1') {
        if (failNext) {
          failNext = false;
          return apiError(500, 'INTERNAL_ERROR', '서버 오류');
        }
        return json(200, second);
      }
      return json(200, first);
    });
    renderWithProviders(<CommentSection postId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: '댓글 더 보기' }));
    expect(
      await screen.findByText('댓글을 더 불러오지 못했습니다. 다시 시도해 주세요.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '댓글 더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: '댓글 더 보기' })).toBeNull();
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['0', '1', '1']);
  });

  it('opens a 3-row textarea from the collapsed box and posts the comment', async () => {
    const calls = serve([]);
    calls.length = 0;
    renderWithProviders(<CommentSection postId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: '댓글을 작성해주세요' }));
    const input = await screen.findByRole('textbox', { name: '댓글 입력' });
    expect(input.getAttribute('rows')).toBe('3');
    // Blank text is silently ignored.
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps one reply form and one editor open at a time, each with 2 rows', async () => {
    serve();
    renderWithProviders(<CommentSection postId={1} />);
    const first = await screen.findByRole('listitem', { name: '나님의 댓글' });
    const second = screen.getByRole('listitem', { name: '남님의 댓글' });
    // Only the author can edit or delete.
    expect(within(second).queryByRole('button', { name: '수정' })).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: '답글' }));
    expect(
      (await within(first).findByRole('textbox', { name: '답글 입력' })).getAttribute('rows'),
    ).toBe('2');
    await userEvent.click(within(second).getByRole('button', { name: '답글' }));
    expect(within(first).queryByRole('textbox', { name: '답글 입력' })).toBeNull();
    expect(within(second).getByRole('textbox', { name: '답글 입력' })).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: '수정' }));
    const editor = await within(first).findByRole('textbox', { name: '댓글 수정' });
    expect(editor.getAttribute('rows')).toBe('2');
    expect((editor as HTMLTextAreaElement).value).toBe('댓글 1');
    expect(screen.getAllByRole('textbox', { name: '댓글 수정' })).toHaveLength(1);
  });

  it('shows replies on demand, unknown authors and the delete dialog', async () => {
    serve([
      makeComment(1, {
        author: mine,
        replies: [makeComment(3, { parentId: 1, author: { id: 9, nickname: 'unknown user' } })],
      }),
    ]);
    renderWithProviders(<CommentSection postId={1} />);
    const item = await screen.findByRole('listitem', { name: '나님의 댓글' });
    expect(screen.queryByText('댓글 3')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: '답글 1개 보기' }));
    expect(screen.getByText('댓글 3')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '알 수 없는 사용자님의 댓글' })).toBeTruthy();

    await userEvent.click(within(item).getAllByRole('button', { name: '삭제' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: '댓글 삭제' });
    expect(within(dialog).getByText('댓글을 삭제하시겠습니까?')).toBeTruthy();
  });

  it('keeps a comment locally, marked (임시), when the server says the session expired', async () => {
    mockFetch((call) => {
      if (call.method === 'GET') return json(200, makeCommentPage([]));
      if (call.method === 'POST') return apiError(401, 'UNAUTHENTICATED', '로그인이 필요합니다.');
      return undefined;
    });
    renderWithProviders(<CommentSection postId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: '댓글을 작성해주세요' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '댓글 입력' }), '임시 댓글');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('(임시)')).toBeTruthy();
    expect(screen.getByText('임시 댓글')).toBeTruthy();
  });

  it('likes on this device and queues the request when the server cannot be reached', async () => {
    mockFetch((call) => {
      if (call.method === 'GET')
        return json(200, makeCommentPage([makeComment(2, { author: other })]));
      throw new TypeError('Failed to fetch');
    });
    const synced: unknown[] = [];
    const onSync = (event: Event) => synced.push((event as CustomEvent).detail);
    window.addEventListener('commentLikeSync', onSync);
    renderWithProviders(<CommentSection postId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: '좋아요 0' }));
    const liked = await screen.findByRole('button', { name: '좋아요 1' });
    await waitFor(() =>
      expect(synced).toEqual([{ postId: 1, commentId: 2, likeStatus: 1, likes: 1, queued: true }]),
    );
    window.removeEventListener('commentLikeSync', onSync);
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('failed_like_requests') ?? '[]')).toEqual([
        expect.objectContaining({ commentId: 2, value: 1 }),
      ]),
    );
    expect(JSON.parse(localStorage.getItem('likedComments') ?? '{}')).toEqual({ 2: 1 });
  });

  it('replays queued likes when the browser is back online', async () => {
    localStorage.setItem(
      'failed_like_requests',
      JSON.stringify([{ commentId: 2, value: 1, timestamp: 1 }]),
    );
    let online = false;
    const calls = mockFetch((call) => {
      if (call.method === 'GET')
        return json(200, makeCommentPage([makeComment(2, { author: other })]));
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, {
        success: true,
        commentId: 2,
        postId: 1,
        likeStatus: 1,
        liked: true,
        likes: 1,
        likeCount: 1,
        uplikes: 1,
        uplikeCount: 1,
      });
    });
    renderWithProviders(<CommentSection postId={1} />);
    // The queued like shows as made until the server has it.
    expect(await screen.findByRole('button', { name: '좋아요 1' })).toBeTruthy();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem('failed_like_requests')).toBeNull());
    const likes = calls.filter((call) => call.path === '/api/comments/2/like');
    expect(likes.at(-1)?.url.searchParams.get('value')).toBe('1');
  });
});

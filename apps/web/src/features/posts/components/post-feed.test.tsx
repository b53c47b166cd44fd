import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch, offlineFetch } from '../../../testing/fetch-mock';
import { makePage, makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PostFeed } from './post-feed';

/** The last IntersectionObserver created, to play the browser's part in tests. */
let observer: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observer = { callback, options };
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollToEnd() {
  act(() =>
    observer.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

const pageOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePost(from - i, { title: `글 ${from - i}` }));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PostFeed', () => {
  it('loads the next page by cursor when the end comes within 500 px', async () => {
    const calls = mockFetch(({ path, url }) => {
      if (path !== '/api/boards/free/posts') return undefined;
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return json(200, makePage(pageOf(60, 20), { last: false }));
      if (cursor === 'cursor-1')
        return json(200, makePage(pageOf(40, 20), { number: 1, last: false }));
      return json(200, makePage(pageOf(20, 5), { number: 2 }));
    });
    renderWithProviders(<PostFeed source={{ kind: 'board', board: 'free', sort: 'hot' }} />);
    expect(await screen.findByRole('link', { name: '글 60' })).toBeTruthy();
    expect(observer.options?.rootMargin).toBe('0px 0px 500px 0px');
    expect(calls[0]?.url.searchParams.get('sort')).toBe('hot');
    expect(calls[0]?.url.searchParams.get('size')).toBe('20');

    scrollToEnd();
    expect(await screen.findByRole('link', { name: '글 21' })).toBeTruthy();
    scrollToEnd();
    expect(await screen.findByRole('link', { name: '글 16' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(45);
    expect(calls.map((c) => c.url.searchParams.get('cursor'))).toEqual([
      null,
      'cursor-1',
      'cursor-2',
    ]);
    expect(screen.getByText('마지막 게시글입니다.')).toBeTruthy();
  });

  it('shows the error block, then retries by itself 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    mockFetch(() =>
      fail ? apiError(503, 'INTERNAL_ERROR', '잠시 후') : json(200, makePage(pageOf(3, 3))),
    );
    renderWithProviders(<PostFeed source={{ kind: 'board', board: 'free', sort: 'new' }} />);
    expect(
      await screen.findByText('서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('link', { name: '글 3' })).toBeTruthy();
  });

  it('stops retrying by itself after 3 tries; the retry button still works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch(() => apiError(404, 'NOT_FOUND', '없음'));
    renderWithProviders(<PostFeed source={{ kind: 'board', board: 'gone', sort: 'new' }} />);
    expect(await screen.findByText('요청한 게시판을 찾을 수 없습니다.')).toBeTruthy();
    for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls).toHaveLength(4);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(calls).toHaveLength(5));
  });

  it('says the server cannot be reached when offline', async () => {
    offlineFetch();
    renderWithProviders(<PostFeed source={{ kind: 'popular', timeRange: 'week' }} />);
    expect(await screen.findByText(/서버에 연결할 수 없습니다/)).toBeTruthy();
  });

  it('asks again 1.5 s after an empty answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let empty = true;
    mockFetch(() => json(200, makePage(empty ? [] : pageOf(1, 1))));
    renderWithProviders(<PostFeed source={{ kind: 'board', board: 'free', sort: 'new' }} />);
    expect(await screen.findByText('아직 게시글이 없습니다.')).toBeTruthy();
    empty = false;
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('link', { name: '글 1' })).toBeTruthy();
  });

  it('updates a shown post on postUpdated and commentCountUpdated, refreshes on request', async () => {
    let title = '처음 제목';
    const calls = mockFetch(() =>
      json(200, makePage([makePost(9, { title, likeCount: 1, commentCount: 0 })])),
    );
    renderWithProviders(<PostFeed source={{ kind: 'board', board: 'free', sort: 'new' }} />);
    const card = (await screen.findByRole('link', { name: '처음 제목' })).closest('article')!;
    expect(within(card).getByText('좋아요 1')).toBeTruthy();

    act(() => {
      window.dispatchEvent(
        new CustomEvent('postUpdated', { detail: { postId: 9, updates: { likeCount: 4 } } }),
      );
      window.dispatchEvent(
        new CustomEvent('commentCountUpdated', { detail: { postId: 9, commentCount: 12 } }),
      );
    });
    expect(await within(card).findByText('좋아요 4')).toBeTruthy();
    expect(within(card).getByText('댓글 12')).toBeTruthy();

    title = '새 제목';
    act(() => {
      window.dispatchEvent(new Event('boardRefreshRequested'));
    });
    expect(await screen.findByRole('link', { name: '새 제목' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

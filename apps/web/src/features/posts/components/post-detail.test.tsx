import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getActiveModal } from '../../../lib/modal-store';
import { signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PostDetail } from './post-detail';

afterEach(() => {
  signOut();
  closeModal();
  vi.unstubAllGlobals();
});

function render(post: unknown, status = 200) {
  const calls = mockFetch(({ path, method }) => {
    if (method === 'GET' && path === '/api/posts/5') {
      return status === 200 ? json(200, post) : apiError(status, 'X', String(post));
    }
    return undefined;
  });
  const onDeleted = vi.fn();
  const view = renderWithProviders(
    <PostDetail postId={5} onDeleted={onDeleted} after={() => <section aria-label="댓글" />} />,
  );
  return { calls, onDeleted, ...view };
}

describe('PostDetail', () => {
  it('shows title, author link, board link, text lines and the comment slot', async () => {
    render(makePost(5, { title: '', content: '첫 줄\n둘째 줄', viewCount: 12 }));
    expect(await screen.findByRole('heading', { level: 1, name: '제목 없음' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '김멸공' }).getAttribute('href')).toBe('/profile/7');
    expect(screen.getByRole('link', { name: '자유 게시판' }).getAttribute('href')).toBe(
      '/boards/free',
    );
    expect(screen.getByText('첫 줄').tagName).toBe('P');
    expect(screen.getByText('둘째 줄').tagName).toBe('P');
    expect(screen.getByText('조회수 12')).toBeTruthy();
    expect(screen.getByRole('region', { name: '댓글' })).toBeTruthy();
  });

  it('renders HTML content only when it holds media', async () => {
    render(makePost(5, { content: '<p>그림</p><img src="/a.png" alt="a">' }));
    expect((await screen.findByRole('img', { name: 'a' })).getAttribute('src')).toBe('/a.png');
  });

  it('embeds YouTube from the privacy-enhanced domain in a 16:9 frame', async () => {
    render(
      makePost(5, {
        type: 'LINK',
        url: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
        videoUrl: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
      }),
    );
    const frame = await screen.findByTitle(/동영상$/);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/9bZkp7q19f0');
    expect(frame.parentElement?.className).toContain('aspect-video');
  });

  it('shows a plain link as a card with its host', async () => {
    render(makePost(5, { type: 'LINK', url: 'https://www.example.com/a/b' }));
    const link = await screen.findByRole('link', { name: /example\.com/ });
    expect(link.getAttribute('href')).toBe('https://www.example.com/a/b');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('zooms an image and closes on a click anywhere', async () => {
    const user = userEvent.setup();
    render(makePost(5, { type: 'IMAGE', images: ['/demo/images/kimbap.svg'] }));
    await user.click(await screen.findByRole('button', { name: '이미지 1 크게 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 크게 보기' });
    expect(dialog.textContent).toContain('아무 곳이나 클릭하면 닫힙니다');
    await user.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [404, '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.'],
    [400, '잘못된 게시글 ID입니다.'],
  ])('reports a %i in Korean', async (status, message) => {
    render(message, status);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the message of an error object (id -1) and refuses other bad ids', async () => {
    render({ id: -1, content: '', message: '삭제된 게시글입니다.' });
    expect(await screen.findByText('삭제된 게시글입니다.')).toBeTruthy();
  });

  it('asks a visitor to sign in before liking or saving', async () => {
    const user = userEvent.setup();
    const { calls } = render(makePost(5, { likeCount: 3 }));
    await user.click(await screen.findByRole('button', { name: '좋아요 3' }));
    expect(getActiveModal()).toBe('login');
    closeModal();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(getActiveModal()).toBe('login');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers edit and delete to the author only', async () => {
    signIn('jwt', { id: 99, nickname: '남', role: 'USER' });
    render(makePost(5));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    signOut();
  });

  it('deletes after confirmation and hands the post back', async () => {
    signIn('jwt', { id: 7, nickname: '김멸공', role: 'USER' });
    const user = userEvent.setup();
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path === '/api/posts/5') return json(200, makePost(5));
      if (method === 'DELETE' && path === '/api/posts/5') {
        return json(200, { success: true, message: '게시글이 삭제되었습니다.' });
      }
      return undefined;
    });
    const onDeleted = vi.fn();
    renderWithProviders(<PostDetail postId={5} onDeleted={onDeleted} />);
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '게시글 삭제' });
    await user.click(confirm.querySelector('button:last-of-type') as HTMLButtonElement);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

import { postMessages as m } from '@myeolgong/contract/posts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { emptyPostForm, postToFormValues } from '../utils/post-form';
import { PostForm } from './post-form';

const boards = [
  { name: 'myeolgong', displayName: '멸공 게시판' },
  { name: 'free', displayName: '자유 게시판' },
];

afterEach(() => vi.unstubAllGlobals());

function setup(initial = emptyPostForm(), postId?: number) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <PostForm initialValues={initial} boards={boards} postId={postId} />,
    { path: postId ? `/edit-post/${postId}` : '/submit' },
  );
  const submit = () =>
    screen.getByRole('button', { name: postId ? '수정 완료' : '등록' }) as HTMLButtonElement;
  return { user, ...view, submit };
}

describe('PostForm', () => {
  it('enables submit only with a title and the type content, and counts the title', async () => {
    mockFetch(() => undefined);
    const { user, submit } = setup(emptyPostForm('free'));
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '안녕하세요');
    expect(screen.getByText('5/300')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '본문');
    expect(submit().disabled).toBe(false);
    await user.click(screen.getByRole('tab', { name: '링크' }));
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'example.com');
    expect(submit().disabled).toBe(false);
  });

  it('shows the messages of SPEC.md §5 before calling the server', async () => {
    const calls = mockFetch(() => undefined);
    const { user, submit } = setup();
    const title = screen.getByRole('textbox', { name: /제목/ });
    await user.click(title);
    await user.tab();
    expect(await screen.findByText(m.titleRequired)).toBeTruthy();
    await user.type(title, '링크 글');
    await user.click(screen.getByRole('tab', { name: '링크' }));
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'not a url');
    await user.click(submit());
    expect(screen.getByText(m.boardRequired)).toBeTruthy();
    expect(screen.getByText(m.urlInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /게시판/ }));
    expect(calls).toHaveLength(0);
  });

  it('clears previews when the type changes and returns to TEXT when the last image goes', async () => {
    mockFetch(() => undefined);
    const { user } = setup(emptyPostForm('free'));
    await user.click(screen.getByRole('tab', { name: '이미지' }));
    await user.type(
      screen.getByRole('textbox', { name: /이미지 주소/ }),
      'https://img.example.com/1.png{Enter}https://img.example.com/2.png',
    );
    expect(screen.getAllByRole('img', { name: /미리보기/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '이미지 1 삭제' }));
    expect(screen.getAllByRole('img', { name: /미리보기/ })).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: '링크' }));
    await user.click(screen.getByRole('tab', { name: '이미지' }));
    expect(screen.queryAllByRole('img', { name: /미리보기/ })).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: /이미지 주소/ }),
      '/api/files/images/a.png',
    );
    await user.click(screen.getByRole('button', { name: '이미지 1 삭제' }));
    expect(screen.getByRole('tab', { name: '텍스트' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends the post with https added and opens it', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/posts' ? json(201, makePost(41)) : undefined,
    );
    const { user, router, submit } = setup(emptyPostForm('free'));
    await user.click(screen.getByRole('tab', { name: '링크' }));
    await user.type(screen.getByRole('textbox', { name: /제목/ }), ' 강남스타일 ');
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'youtu.be/9bZkp7q19f0');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/41'));
    expect(calls[0]?.body).toMatchObject({
      type: 'LINK',
      title: '강남스타일',
      url: 'https://youtu.be/9bZkp7q19f0',
      boardName: 'free',
    });
  });

  it("shows the server's per-field message, or its general message", async () => {
    let answer = apiError(400, 'VALIDATION_FAILED', m.boardUnknown, { boardName: m.boardUnknown });
    mockFetch(() => answer);
    const { user, submit } = setup(
      postToFormValues({ type: 'TEXT', title: '제목', content: '본문', boardName: 'free' }),
    );
    await user.click(submit());
    expect(await screen.findByText(m.boardUnknown)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = apiError(403, 'FORBIDDEN', '활동이 제한된 회원입니다.');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('활동이 제한된 회원입니다.');
  });

  it('falls back to the generic save message and goes to the post after an edit', async () => {
    let fail = true;
    const calls = mockFetch(({ method }) =>
      method === 'PUT'
        ? fail
          ? new Response('oops', { status: 502 })
          : json(200, makePost(8, { title: '고친 제목' }))
        : undefined,
    );
    const { user, router, submit } = setup(postToFormValues(makePost(8)), 8);
    await user.click(submit());
    expect(
      await screen.findByText(/서버 오류가 발생했습니다|게시글 저장 중 오류가 발생했습니다/),
    ).toBeTruthy();
    fail = false;
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/8'));
    expect(calls.at(-1)?.path).toBe('/api/posts/8');
  });

  it('cancels to /boards/all', async () => {
    mockFetch(() => undefined);
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(router.state.location.pathname).toBe('/boards/all');
  });
});

import { fileMessages } from '@myeolgong/contract/files';
import { postMessages as m } from '@myeolgong/contract/posts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/http';
import { apiError, json, mockFetch } from '../../../testing/fetch-mock';
import { makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import type { MediaUploader, UploadProgress } from '../utils/media-uploader';
import { emptyPostForm, postToFormValues } from '../utils/post-form';
import { PostForm } from './post-form';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake of the files feature: each upload waits until the test settles it. */
function fakeUploader() {
  const images: { file: File; options: UploadProgress; done: Deferred<string> }[] = [];
  const videos: { file: File; options: UploadProgress; done: Deferred<string> }[] = [];
  const uploader: MediaUploader = {
    imageAccept: 'image/*',
    videoAccept: 'video/*',
    isImageFile: (file) => file.type.startsWith('image/'),
    isVideoFile: (file) => file.type.startsWith('video/'),
    videoMaxBytes: 100,
    uploadImage: (file, options = {}) => {
      const done = deferred<string>();
      images.push({ file, options, done });
      return done.promise.then((url) => ({ url, warning: null }));
    },
    uploadVideo: (file, options = {}) => {
      const done = deferred<string>();
      videos.push({ file, options, done });
      return done.promise;
    },
    uploadContentImages: vi.fn(async (content: string) => ({
      content: content.replace(
        /data:image\/png;base64,[A-Za-z0-9+/=]+/g,
        '/api/files/images/c.png',
      ),
      uploaded: 1,
      total: 2,
    })),
  };
  return { uploader, images, videos };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const boards = [
  { name: 'myeolgong', displayName: '멸공 게시판' },
  { name: 'free', displayName: '자유 게시판' },
];

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${(n += 1)}`;
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.unstubAllGlobals());

function setup(initial = emptyPostForm(), postId?: number, fake = fakeUploader()) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <>
      <PostForm initialValues={initial} boards={boards} postId={postId} uploader={fake.uploader} />
      <Toaster />
    </>,
    { path: postId ? `/edit-post/${postId}` : '/submit' },
  );
  const submit = () =>
    screen.getByRole('button', { name: postId ? '수정 완료' : '등록' }) as HTMLButtonElement;
  return { user, ...view, submit, fake };
}

describe('PostForm', { timeout: 20_000 }, () => {
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
    // The media inputs' code comes a moment after the form (media-post-fields.tsx).
    const address = await screen.findByRole('textbox', { name: /이미지 주소로 추가/ });
    await user.type(address, 'https://img.example.com/1.png{Enter}');
    await user.type(address, 'https://img.example.com/2.png');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(screen.getAllByRole('img', { name: /미리보기/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '이미지 1 삭제' }));
    expect(screen.getAllByRole('img', { name: /미리보기/ })).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: '링크' }));
    await user.click(screen.getByRole('tab', { name: '이미지' }));
    expect(screen.queryAllByRole('img', { name: /미리보기/ })).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: /이미지 주소로 추가/ }),
      '/api/files/images/a.png{Enter}',
    );
    await user.click(screen.getByRole('button', { name: '이미지 1 삭제' }));
    expect(screen.getByRole('tab', { name: '텍스트' }).getAttribute('aria-selected')).toBe('true');
  });

  it('uploads picked images with progress, reports a partial batch and sends the uploaded ones', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/posts' ? json(201, makePost(51)) : undefined,
    );
    const { user, submit, fake, router } = setup(emptyPostForm('free'));
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '사진 두 장');
    await user.click(screen.getByRole('tab', { name: '이미지' }));
    const input = await screen.findByLabelText('이미지 선택', { selector: 'input' });
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(fake.images.map((upload) => upload.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    act(() => fake.images[0]!.options.onProgress?.(0.5));
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('50');

    // Submitting before the uploads end says to wait.
    await user.click(submit());
    expect(
      screen.getByText('이미지가 아직 업로드되지 않았습니다. 잠시만 기다려주세요.'),
    ).toBeTruthy();

    await act(async () => {
      fake.images[0]!.done.resolve('/api/files/images/a.jpg');
      fake.images[1]!.done.resolve('/api/files/images/b.jpg');
      fake.images[2]!.done.reject(new ApiError(500, 'INTERNAL_ERROR', '서버 오류'));
    });
    expect(await screen.findByText('이미지 3개 중 2개가 업로드되었습니다.')).toBeTruthy();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);

    // The failed one is retried from its tile, then removed instead.
    await user.click(screen.getByRole('button', { name: '다시 업로드' }));
    expect(fake.images).toHaveLength(4);
    await act(async () =>
      fake.images[3]!.done.reject(
        new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 파일 형식입니다.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: '이미지 3 삭제' }));

    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/51'));
    expect(calls[0]?.body).toMatchObject({
      type: 'IMAGE',
      images: ['/api/files/images/a.jpg', '/api/files/images/b.jpg'],
      imageUrl: '/api/files/images/a.jpg',
    });
  });

  it('refuses files that are not images and a sixth image with SPEC.md messages', async () => {
    mockFetch(() => undefined);
    const { user, fake } = setup(emptyPostForm('free'));
    await user.click(screen.getByRole('tab', { name: '이미지' }));
    const input = await screen.findByLabelText('이미지 선택', { selector: 'input' });
    await user.upload(input, [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toBe(fileMessages.imagesOnly);
    expect(fake.images).toHaveLength(0);
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(screen.getByRole('alert').textContent).toBe(fileMessages.tooManyImages);
    expect(fake.images).toHaveLength(5);
  });

  it('uploads a video with a progress bar, asks before a large one and retries a failure', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/posts' ? json(201, makePost(52)) : undefined,
    );
    const { user, submit, fake, router } = setup(emptyPostForm('free'));
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '동영상');
    await user.click(screen.getByRole('tab', { name: '동영상' }));
    const input = await screen.findByLabelText('동영상 파일 선택', { selector: 'input' });

    await user.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(fileMessages.videosOnly);

    // Over the limit (100 bytes in this fake): a confirmation first; cancel uploads nothing.
    const big = new File(['x'.repeat(200)], 'big.mp4', { type: 'video/mp4' });
    await user.upload(input, big);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('동영상 파일이 너무 큽니다');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(fake.videos).toHaveLength(0);

    const small = new File(['x'.repeat(50)], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(input, small);
    act(() => fake.videos[0]!.options.onProgress?.(0.25));
    const bar = screen.getByRole('progressbar', { name: 'clip.mp4 업로드 진행률' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await act(async () =>
      fake.videos[0]!.done.reject(new ApiError(0, 'NETWORK_ERROR', '연결 실패')),
    );
    expect(screen.getByText('연결 실패')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '다시 업로드' }));
    await act(async () => fake.videos[1]!.done.resolve('/api/files/videos/v1.mp4'));
    expect((screen.getByRole('textbox', { name: /동영상 주소/ }) as HTMLInputElement).value).toBe(
      '/api/files/videos/v1.mp4',
    );
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/52'));
    expect(calls[0]?.body).toMatchObject({ type: 'VIDEO', videoUrl: '/api/files/videos/v1.mp4' });
  });

  it('uploads base64 images in the content before saving, keeping failed ones', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/posts' ? json(201, makePost(53)) : undefined,
    );
    const { user, submit, fake, router } = setup(
      postToFormValues({
        type: 'TEXT',
        title: '붙여 넣은 그림',
        boardName: 'free',
        content:
          '<p>글</p><img src="data:image/png;base64,AQID"><img src="data:image/gif;base64,R0lG">',
      }),
    );
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/53'));
    expect(fake.uploader.uploadContentImages).toHaveBeenCalledOnce();
    expect(calls[0]?.body).toMatchObject({
      content: '<p>글</p><img src="/api/files/images/c.png"><img src="data:image/gif;base64,R0lG">',
    });
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

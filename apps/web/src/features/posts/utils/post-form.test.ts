import { fileMessages } from '@myeolgong/contract/files';
import { postMessages as m } from '@myeolgong/contract/posts';
import { describe, expect, it } from 'vitest';
import * as ko from '../../../lib/i18n/ko';
import { normalizeUrl } from './post-address';
import {
  addImages,
  addressImage,
  emptyPostForm,
  patchImage,
  pendingImage,
  type PostFormValues,
  postToFormValues,
  removeImage,
  switchPostType,
  toPostBody,
} from './post-form';
import {
  acceptImageFiles,
  canSubmitPost,
  serverFieldErrors,
  uploadSummary,
  validatePostForm,
} from './post-form-rules';

const addresses = (...urls: string[]) => urls.map(addressImage);
const file = (name: string, type: string) => new File(['x'], name, { type });
const isImage = (f: File) => f.type.startsWith('image/');

const form = (values: Partial<PostFormValues>): PostFormValues => ({
  ...emptyPostForm('free'),
  title: '제목',
  ...values,
});

describe('validatePostForm', () => {
  it('accepts a complete TEXT post', () => {
    expect(validatePostForm(form({ content: '본문' }))).toEqual({});
  });

  it('asks for a title, within 300 characters counted as the server counts them', () => {
    expect(validatePostForm(form({ title: '   ', content: 'x' })).title).toBe(m.titleRequired);
    expect(validatePostForm(form({ title: '가'.repeat(300), content: 'x' })).title).toBeUndefined();
    expect(validatePostForm(form({ title: '가'.repeat(301), content: 'x' })).title).toBe(
      m.titleTooLong,
    );
    // 300 emoji are 600 UTF-16 units but 300 characters.
    expect(validatePostForm(form({ title: '😀'.repeat(300), content: 'x' })).title).toBeUndefined();
  });

  it('asks for a board', () => {
    expect(validatePostForm(form({ boardName: '', content: 'x' })).boardName).toBe(m.boardRequired);
  });

  it('asks TEXT posts for content', () => {
    expect(validatePostForm(form({ content: ' \n ' })).content).toBe(m.contentRequired);
  });

  it.each([
    ['', m.urlRequired],
    ['not a url', m.urlInvalid],
    ['localhost', m.urlInvalid],
    ['javascript:alert(1)', m.urlInvalid],
    [`https://example.com/${'a'.repeat(2048)}`, m.urlTooLong],
  ])('checks the LINK url %j', (url, message) => {
    expect(validatePostForm(form({ type: 'LINK', url })).url).toBe(message);
  });

  it('needs one to five uploaded images for IMAGE', () => {
    expect(validatePostForm(form({ type: 'IMAGE' })).images).toBe(m.imageRequired);
    const six = Array.from({ length: 6 }, (_, i) => `https://img.example.com/${i}.png`);
    expect(validatePostForm(form({ type: 'IMAGE', images: addresses(...six) })).images).toBe(
      m.tooManyImages,
    );
    expect(
      validatePostForm(form({ type: 'IMAGE', images: addresses('/api/files/images/a.jpg') })),
    ).toEqual({});
    const uploading = pendingImage(file('a.png', 'image/png'), null);
    expect(validatePostForm(form({ type: 'IMAGE', images: [uploading] })).images).toBe(
      ko.files.imageNotUploaded,
    );
    const failed = { ...uploading, status: 'failed' as const, error: '실패' };
    expect(validatePostForm(form({ type: 'IMAGE', images: [failed] })).images).toBe(
      ko.files.imageFailedInList,
    );
    expect(
      validatePostForm(
        form({ type: 'IMAGE', images: addresses('https://a.example/1.png', 'foo bar') }),
      ).images,
    ).toBe(m.imageUrlInvalid);
  });

  it('needs a video address for VIDEO, and a finished upload', () => {
    expect(validatePostForm(form({ type: 'VIDEO' })).videoUrl).toBe(m.videoRequired);
    const videoUpload = {
      status: 'uploading' as const,
      fileName: 'v.mp4',
      progress: 0.4,
      error: null,
      file: file('v.mp4', 'video/mp4'),
    };
    expect(validatePostForm(form({ type: 'VIDEO', videoUpload })).videoUrl).toBe(
      ko.files.videoNotUploaded,
    );
    expect(canSubmitPost(form({ type: 'VIDEO', videoUpload }))).toBe(true);
    expect(validatePostForm(form({ type: 'VIDEO', videoUrl: 'youtu.be/9bZkp7q19f0' }))).toEqual({});
  });
});

describe('canSubmitPost', () => {
  it('needs a title and the content of the chosen type', () => {
    expect(canSubmitPost(form({ title: '', content: 'x' }))).toBe(false);
    expect(canSubmitPost(form({ content: '' }))).toBe(false);
    expect(canSubmitPost(form({ content: 'x' }))).toBe(true);
    expect(canSubmitPost(form({ type: 'LINK', url: '' }))).toBe(false);
    expect(canSubmitPost(form({ type: 'LINK', url: 'a.com' }))).toBe(true);
    expect(canSubmitPost(form({ type: 'IMAGE', images: [] }))).toBe(false);
    expect(canSubmitPost(form({ type: 'IMAGE', images: addresses('https://a.com/1.png') }))).toBe(
      true,
    );
    expect(canSubmitPost(form({ type: 'VIDEO', videoUrl: ' ' }))).toBe(false);
    expect(canSubmitPost(form({ type: 'VIDEO', videoUrl: 'https://a.com/v.mp4' }))).toBe(true);
  });

  it('does not count a board: a missing board is reported on submit', () => {
    expect(canSubmitPost(form({ boardName: '', content: 'x' }))).toBe(true);
  });
});

describe('type switching and the image list', () => {
  it('clears chosen images and video but keeps title, content and link', () => {
    const values = form({
      type: 'IMAGE',
      content: '본문',
      url: 'a.com',
      images: addresses('https://a.com/1.png'),
      videoUrl: 'https://a.com/v.mp4',
    });
    expect(switchPostType(values, 'LINK')).toEqual({
      ...values,
      type: 'LINK',
      images: [],
      videoUrl: '',
      videoUpload: null,
    });
    expect(switchPostType(values, 'IMAGE')).toBe(values);
  });

  it('goes back to TEXT when the last image is removed', () => {
    const two = form({
      type: 'IMAGE',
      images: addresses('https://a.com/1.png', 'https://a.com/2.png'),
    });
    const one = removeImage(two, two.images[0]!.key);
    expect(one.type).toBe('IMAGE');
    expect(one.images.map((image) => image.url)).toEqual(['https://a.com/2.png']);
    expect(removeImage(one, one.images[0]!.key)).toMatchObject({ type: 'TEXT', images: [] });
  });

  it('makes the post an IMAGE post when images are added, and follows each upload', () => {
    const pending = pendingImage(file('a.png', 'image/png'), 'blob:preview');
    const values = addImages(form({ type: 'TEXT', content: '본문' }), [pending]);
    expect(values.type).toBe('IMAGE');
    expect(values.content).toBe('본문');
    const done = patchImage(values, pending.key, {
      status: 'uploaded',
      url: '/api/files/images/a.jpg',
      progress: 1,
    });
    expect(done.images[0]).toMatchObject({ status: 'uploaded', url: '/api/files/images/a.jpg' });
    expect(patchImage(done, 'unknown', { progress: 0 })).toBe(done);
  });

  it('takes only images, and only up to five in all (SPEC.md §5)', () => {
    const picked = [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')];
    expect(acceptImageFiles(picked, 0, isImage)).toEqual({
      accepted: [picked[0]],
      error: fileMessages.imagesOnly,
    });
    const three = ['1', '2', '3'].map((n) => file(`${n}.jpg`, 'image/jpeg'));
    expect(acceptImageFiles(three, 3, isImage)).toEqual({
      accepted: three.slice(0, 2),
      error: fileMessages.tooManyImages,
    });
    expect(acceptImageFiles(three, 5, isImage).accepted).toEqual([]);
    expect(acceptImageFiles(three, 0, isImage)).toEqual({ accepted: three, error: null });
  });

  it("says 'n/m images uploaded' after a partial batch, the reason when none went up", () => {
    expect(uploadSummary(3, 3, null)).toBeNull();
    expect(uploadSummary(0, 0, null)).toBeNull();
    expect(uploadSummary(2, 3, '서버 오류')).toBe(fileMessages.partialImages(2, 3));
    expect(fileMessages.partialImages(2, 3)).toBe('이미지 3개 중 2개가 업로드되었습니다.');
    expect(uploadSummary(0, 2, '지원하지 않는 파일 형식입니다.')).toBe(
      '서버 이미지 업로드 실패: 지원하지 않는 파일 형식입니다.',
    );
    expect(uploadSummary(0, 1, null)).toBe(
      ko.files.serverImageUploadFailed(fileMessages.imageUploadFailed),
    );
  });
});

describe('normalizeUrl', () => {
  it('adds https to a link without a scheme and keeps http', () => {
    expect(normalizeUrl('youtu.be/9bZkp7q19f0')).toEqual({
      ok: true,
      url: 'https://youtu.be/9bZkp7q19f0',
    });
    expect(normalizeUrl(' http://example.com ')).toEqual({ ok: true, url: 'http://example.com/' });
  });
});

describe('toPostBody', () => {
  it('sends what SPEC.md §7 lists per type', () => {
    expect(toPostBody(form({ type: 'LINK', url: 'example.com/a', title: ' 링크 ' }))).toMatchObject(
      { type: 'LINK', title: '링크', url: 'https://example.com/a', imageUrl: null, images: [] },
    );
    expect(
      toPostBody(
        form({
          type: 'IMAGE',
          images: addresses('img.example.com/1.png', '/api/files/images/2.png'),
        }),
      ),
    ).toMatchObject({
      type: 'IMAGE',
      images: ['https://img.example.com/1.png', '/api/files/images/2.png'],
      imageUrl: 'https://img.example.com/1.png',
    });
    expect(toPostBody(form({ type: 'VIDEO', videoUrl: 'youtu.be/9bZkp7q19f0' }))).toMatchObject({
      type: 'VIDEO',
      videoUrl: 'https://youtu.be/9bZkp7q19f0',
      boardName: 'free',
    });
  });
});

describe('edit mode and server answers', () => {
  it('opens an existing post with its fields; a POLL becomes TEXT', () => {
    expect(
      postToFormValues({
        type: 'IMAGE',
        title: '사진',
        content: '',
        boardName: 'free',
        images: ['/a.png', '/b.png'],
      }),
    ).toMatchObject({ type: 'IMAGE', boardName: 'free' });
    expect(
      postToFormValues({ type: 'IMAGE', images: ['/a.png', '/b.png'] }).images.map((i) => [
        i.status,
        i.url,
      ]),
    ).toEqual([
      ['uploaded', '/a.png'],
      ['uploaded', '/b.png'],
    ]);
    expect(postToFormValues({ type: 'POLL', title: '투표' }).type).toBe('TEXT');
  });

  it("maps the server's per-field messages onto the form", () => {
    expect(
      serverFieldErrors({ imageUrl: m.imageUrlInvalid, boardName: m.boardUnknown, other: 'x' }),
    ).toEqual({ images: m.imageUrlInvalid, boardName: m.boardUnknown });
  });
});

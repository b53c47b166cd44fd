import { postMessages as m } from '@myeolgong/contract/posts';
import { describe, expect, it } from 'vitest';
import {
  canSubmitPost,
  emptyPostForm,
  normalizeUrl,
  type PostFormValues,
  postToFormValues,
  removeImage,
  serverFieldErrors,
  switchPostType,
  toPostBody,
  validatePostForm,
} from './post-form';

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

  it('needs one to five valid image addresses for IMAGE', () => {
    expect(validatePostForm(form({ type: 'IMAGE' })).images).toBe(m.imageRequired);
    const six = Array.from({ length: 6 }, (_, i) => `https://img.example.com/${i}.png`);
    expect(validatePostForm(form({ type: 'IMAGE', imagesText: six.join('\n') })).images).toBe(
      m.tooManyImages,
    );
    expect(
      validatePostForm(form({ type: 'IMAGE', imagesText: 'https://a.example/1.png\nfoo bar' }))
        .images,
    ).toBe(m.imageUrlInvalid);
    expect(
      validatePostForm(form({ type: 'IMAGE', imagesText: '/api/files/images/a.png\n\n' })),
    ).toEqual({});
  });

  it('needs a video address for VIDEO', () => {
    expect(validatePostForm(form({ type: 'VIDEO' })).videoUrl).toBe(m.videoRequired);
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
    expect(canSubmitPost(form({ type: 'IMAGE', imagesText: '\n' }))).toBe(false);
    expect(canSubmitPost(form({ type: 'IMAGE', imagesText: 'https://a.com/1.png' }))).toBe(true);
    expect(canSubmitPost(form({ type: 'VIDEO', videoUrl: ' ' }))).toBe(false);
    expect(canSubmitPost(form({ type: 'VIDEO', videoUrl: 'https://a.com/v.mp4' }))).toBe(true);
  });

  it('does not count a board: a missing board is reported on submit', () => {
    expect(canSubmitPost(form({ boardName: '', content: 'x' }))).toBe(true);
  });
});

describe('type switching', () => {
  it('clears chosen images and video but keeps title, content and link', () => {
    const values = form({
      type: 'IMAGE',
      content: '본문',
      url: 'a.com',
      imagesText: 'https://a.com/1.png',
      videoUrl: 'https://a.com/v.mp4',
    });
    expect(switchPostType(values, 'LINK')).toEqual({
      ...values,
      type: 'LINK',
      imagesText: '',
      videoUrl: '',
    });
    expect(switchPostType(values, 'IMAGE')).toBe(values);
  });

  it('goes back to TEXT when the last image is removed', () => {
    const two = form({ type: 'IMAGE', imagesText: 'https://a.com/1.png\nhttps://a.com/2.png' });
    const one = removeImage(two, 0);
    expect(one).toMatchObject({ type: 'IMAGE', imagesText: 'https://a.com/2.png' });
    expect(removeImage(one, 0)).toMatchObject({ type: 'TEXT', imagesText: '' });
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
        form({ type: 'IMAGE', imagesText: 'img.example.com/1.png\n/api/files/images/2.png' }),
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
    ).toMatchObject({ type: 'IMAGE', imagesText: '/a.png\n/b.png', boardName: 'free' });
    expect(postToFormValues({ type: 'POLL', title: '투표' }).type).toBe('TEXT');
  });

  it("maps the server's per-field messages onto the form", () => {
    expect(
      serverFieldErrors({ imageUrl: m.imageUrlInvalid, boardName: m.boardUnknown, other: 'x' }),
    ).toEqual({ images: m.imageUrlInvalid, boardName: m.boardUnknown });
  });
});

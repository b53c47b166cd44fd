import { describe, expect, it } from 'vitest';
import { isKnownVideoLink, youtubeEmbedUrl, youtubeVideoId } from './video-links';

describe('youtubeVideoId', () => {
  it('reads every YouTube link form with an 11-character id', () => {
    const id = 'dQw4w9WgXcQ';
    for (const link of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=42`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
    ]) {
      expect(youtubeVideoId(link), link).toBe(id);
    }
    expect(youtubeEmbedUrl(`https://youtu.be/${id}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${id}`,
    );
  });

  it('refuses other hosts, short ids and non-web schemes', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=short',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(youtubeVideoId(link), link).toBeNull();
    }
  });
});

describe('isKnownVideoLink', () => {
  it('knows YouTube and the usual Korean and global video sites', () => {
    expect(isKnownVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isKnownVideoLink('https://tv.naver.com/v/123')).toBe(true);
    expect(isKnownVideoLink('https://vimeo.com/123')).toBe(true);
    expect(isKnownVideoLink('https://news.naver.com/article/1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { imageAddress, refusalMessage, uploadedAddresses, videoAddress } from './upload-response';

describe('upload answers (SPEC.md §3 and §7)', () => {
  it('reads fileUrl, url, urls, fileUrls, fileName, data and lists of names', () => {
    expect(uploadedAddresses({ success: true, fileUrl: '/api/files/images/a.jpg' })).toEqual([
      '/api/files/images/a.jpg',
    ]);
    expect(uploadedAddresses({ urls: ['a.jpg', 'b.jpg'] })).toEqual(['a.jpg', 'b.jpg']);
    expect(uploadedAddresses({ fileUrls: ['a.jpg'] })).toEqual(['a.jpg']);
    expect(uploadedAddresses({ fileName: 'c.png' })).toEqual(['c.png']);
    expect(uploadedAddresses(['x.png', 'y.png'])).toEqual(['x.png', 'y.png']);
    expect(uploadedAddresses({ data: [{ url: 'n1.png' }, { fileUrl: 'n2.png' }] })).toEqual([
      'n1.png',
      'n2.png',
    ]);
    expect(uploadedAddresses({ data: { data: { url: 'deep.png' } } })).toEqual(['deep.png']);
    expect(uploadedAddresses({ success: true, message: 'ok' })).toEqual([]);
  });

  it('turns names into the files API paths', () => {
    expect(imageAddress('a.jpg')).toBe('/api/files/images/a.jpg');
    expect(imageAddress('/api/files/images/api/files/images/a.jpg')).toBe(
      '/api/files/images/a.jpg',
    );
    expect(videoAddress('v.mp4')).toBe('/api/files/videos/v.mp4');
    expect(videoAddress('/api/files/videos/v.mp4')).toBe('/api/files/videos/v.mp4');
    expect(videoAddress('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
    expect(videoAddress('javascript:alert(1)')).toBeNull();
    expect(videoAddress('//evil.example/v.mp4')).toBeNull();
  });

  it('recognises a refusal that came with a 2xx status', () => {
    expect(refusalMessage({ success: false, message: '실패' })).toBe('실패');
    expect(refusalMessage({ success: false })).toBe('');
    expect(refusalMessage({ success: true, fileUrl: 'a' })).toBeNull();
    expect(refusalMessage(['a'])).toBeNull();
  });
});

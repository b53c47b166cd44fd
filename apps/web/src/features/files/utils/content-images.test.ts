import { describe, expect, it, vi } from 'vitest';
import { uploadContentImages } from './content-images';

const first = 'data:image/png;base64,AQID';
const second = 'data:image/jpeg;base64,BAUG';
const content = `<p>글</p><img src="${first}"><img src="${second}"><img src="${first}">`;

describe('uploadContentImages', () => {
  it('uploads each base64 image once and points every copy at its address', async () => {
    const upload = vi.fn(async (_blob: Blob, name: string) => `/api/files/images/${name}`);
    const result = await uploadContentImages(content, { upload, shrink: async (url) => url });
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls.map(([blob, name]) => [blob.type, name])).toEqual([
      ['image/png', 'content-1.png'],
      ['image/jpeg', 'content-2.jpg'],
    ]);
    expect(result).toEqual({
      content:
        '<p>글</p><img src="/api/files/images/content-1.png"><img src="/api/files/images/content-2.jpg"><img src="/api/files/images/content-1.png">',
      uploaded: 2,
      total: 2,
    });
  });

  it('keeps a failed image as base64 (its shrunk form when it was shrunk)', async () => {
    const shrunk = 'data:image/png;base64,CQoL';
    const result = await uploadContentImages(content, {
      upload: async (blob) => {
        if (blob.type === 'image/png') throw new Error('offline');
        return '/api/files/images/ok.jpg';
      },
      shrink: async (url) => (url === first ? shrunk : url),
    });
    expect(result.uploaded).toBe(1);
    expect(result.total).toBe(2);
    expect(result.content).toBe(
      `<p>글</p><img src="${shrunk}"><img src="/api/files/images/ok.jpg"><img src="${shrunk}">`,
    );
  });

  it('leaves content without base64 images alone', async () => {
    const upload = vi.fn();
    expect(
      await uploadContentImages('<img src="/a.png">', { upload, shrink: async (u) => u }),
    ).toEqual({ content: '<img src="/a.png">', uploaded: 0, total: 0 });
    expect(upload).not.toHaveBeenCalled();
  });
});

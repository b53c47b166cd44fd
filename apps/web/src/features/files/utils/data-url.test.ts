import { describe, expect, it } from 'vitest';
import {
  base64ImagesIn,
  dataUrlBytes,
  dataUrlToBlob,
  extensionForType,
  replaceImageSources,
} from './data-url';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('base64 images in content', () => {
  it('finds the data URLs of <img> tags, once each, and only images', () => {
    const content = `<p>a</p><img alt="x" src="${png}"><figure><img src='${jpeg}'></figure><img src="${png}"><img src="/api/files/images/a.png"><a href="data:text/html;base64,PGI+">x</a>`;
    expect(base64ImagesIn(content)).toEqual([png, jpeg]);
    expect(base64ImagesIn('그냥 글')).toEqual([]);
  });

  it('measures the decoded size without decoding', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
    expect(dataUrlBytes('not a data url')).toBe(0);
  });

  it('turns a data URL into a Blob of its type, and refuses broken ones', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,AQID');
    expect(blob?.type).toBe('image/png');
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(dataUrlToBlob('data:text/plain;base64,AQID')).toBeNull();
    expect(dataUrlToBlob('data:image/png;base64,@@@')).toBeNull();
  });

  it('names files by type and replaces every occurrence', () => {
    expect(extensionForType('image/jpeg')).toBe('jpg');
    expect(extensionForType('image/svg+xml')).toBe('svg');
    expect(extensionForType('image/webp')).toBe('webp');
    const content = `<img src="${png}"><img src="${png}">`;
    expect(replaceImageSources(content, new Map([[png, '/api/files/images/a.png']]))).toBe(
      '<img src="/api/files/images/a.png"><img src="/api/files/images/a.png">',
    );
  });
});

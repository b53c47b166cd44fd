import { describe, expect, it } from 'vitest';
import { normalizeImageUrl } from './image-url';

describe('normalizeImageUrl (SPEC.md §5)', () => {
  it.each([
    [null, null],
    ['', null],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/demo/images/kimbap.svg', '/demo/images/kimbap.svg'],
    ['/api/files/images/api/files/images/a.png', '/api/files/images/a.png'],
    [
      'https://example.com/api/files/images/api/files/images/a.png',
      'https://example.com/api/files/images/a.png',
    ],
    ['/uploads/images/a.png', '/api/files/images/a.png'],
    ['uploads/a.png', '/api/files/images/a.png'],
    ['/api/files/images//api/files/images/a.png', '/api/files/images/a.png'],
    ['/files/images/a.png', '/api/files/images/a.png'],
    ['/api/files/videos/v.webm', '/api/files/videos/v.webm'],
    ['a1b2.png', '/api/files/images/a1b2.png'],
    ['api/files/images/a.png', '/api/files/images/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['javascript:alert(1)', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeImageUrl(input)).toBe(expected);
  });
});

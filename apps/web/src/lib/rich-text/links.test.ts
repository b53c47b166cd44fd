import { describe, expect, it } from 'vitest';
import { linkSegments, shortenUrl } from './links';

describe('linkSegments', () => {
  it('finds http and https addresses between text', () => {
    expect(linkSegments('보세요 https://example.com/a?b=1 여기')).toEqual([
      { kind: 'text', text: '보세요 ' },
      { kind: 'link', text: 'example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' 여기' },
    ]);
  });

  it('leaves out the punctuation that ends a sentence, keeps a balanced parenthesis', () => {
    expect(linkSegments('링크: http://a.kr/x.').at(1)).toMatchObject({ href: 'http://a.kr/x' });
    expect(linkSegments('(http://a.kr/x)').at(1)).toMatchObject({ href: 'http://a.kr/x' });
    expect(linkSegments('https://ko.wikipedia.org/wiki/A_(B)').at(0)).toMatchObject({
      href: 'https://ko.wikipedia.org/wiki/A_(B)',
    });
  });

  it('recognises nothing else', () => {
    expect(linkSegments('javascript:alert(1) ftp://x.kr 그냥 글')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.kr 그냥 글' },
    ]);
    expect(linkSegments('')).toEqual([]);
  });
});

describe('shortenUrl', () => {
  it('drops the scheme and cuts long addresses in the middle', () => {
    expect(shortenUrl('https://example.com/')).toBe('example.com/');
    const long = `https://example.com/${'a'.repeat(80)}/end-of-path`;
    const shown = shortenUrl(long);
    expect(shown).toHaveLength(48);
    expect(shown).toContain('…');
    expect(shown.endsWith('/end-of-path')).toBe(true);
  });
});

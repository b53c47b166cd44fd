import { describe, expect, it } from 'vitest';
import { mentionHref, mentionSegments } from './mentions';

describe('mentionSegments', () => {
  it('finds @nickname at the start and after spaces or punctuation', () => {
    expect(mentionSegments('@앨리스 안녕하세요, (@bob_1) 님')).toEqual([
      { kind: 'mention', text: '@앨리스', nickname: '앨리스' },
      { kind: 'text', text: ' 안녕하세요, (' },
      { kind: 'mention', text: '@bob_1', nickname: 'bob_1' },
      { kind: 'text', text: ') 님' },
    ]);
  });

  it('leaves e-mail addresses, single letters and over-long runs alone', () => {
    for (const text of ['mail@앨리스.com', '@가 하나', '@abcdefghijklmn', 'a.@bob']) {
      expect(mentionSegments(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps every character: the pieces join back to the text', () => {
    const text = '줄1 @앨리스\n줄2 @밥아저씨!';
    expect(
      mentionSegments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('links to the profile by nickname', () => {
    expect(mentionHref('앨리스')).toBe(`/profile/${encodeURIComponent('앨리스')}`);
  });
});

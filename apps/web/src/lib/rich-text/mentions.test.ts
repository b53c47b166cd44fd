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

  it('links to the profile by id when recorded, else by nickname', () => {
    expect(mentionHref({ nickname: '앨리스' })).toBe(`/profile/${encodeURIComponent('앨리스')}`);
    expect(mentionHref({ nickname: '앨리스', userId: 7 })).toBe('/profile/7');
  });

  it('with recorded mentions: the longest recorded start of the run, by id; others stay text', () => {
    const recorded = [
      { nickname: '홍길동', userId: 3 },
      { nickname: 'Kim_7', userId: 9 },
    ];
    expect(mentionSegments('@홍길동님 그리고 @kim_7, @아무개', recorded)).toEqual([
      { kind: 'mention', text: '@홍길동', nickname: '홍길동', userId: 3 },
      { kind: 'text', text: '님 그리고 ' },
      { kind: 'mention', text: '@kim_7', nickname: 'kim_7', userId: 9 },
      { kind: 'text', text: ', @아무개' },
    ]);
    // A member renamed since: the text still says the old name, which still leads to them.
    expect(mentionSegments('@옛이름 안녕', [{ nickname: '옛이름', userId: 5 }])[0]).toEqual({
      kind: 'mention',
      text: '@옛이름',
      nickname: '옛이름',
      userId: 5,
    });
    expect(mentionSegments('@홍길동 안녕', [])).toEqual([{ kind: 'text', text: '@홍길동 안녕' }]);
    expect(mentionSegments('메일 a@홍길동', recorded)).toEqual([
      { kind: 'text', text: '메일 a@홍길동' },
    ]);
  });
});

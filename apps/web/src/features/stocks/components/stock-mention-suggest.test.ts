import { describe, expect, it } from 'vitest';
import { mentionAtCaret } from './stock-mention-suggest';

describe('mentionAtCaret', () => {
  it('finds the $ word being typed before the caret', () => {
    expect(mentionAtCaret('오늘 $삼', 5)).toEqual({ start: 3, query: '삼' });
    expect(mentionAtCaret('$ㅅㅅ', 3)).toEqual({ start: 0, query: 'ㅅㅅ' });
    expect(mentionAtCaret('$삼성 전자', 3)).toEqual({ start: 0, query: '삼성' });
  });

  it('ignores a finished word, a lone $, and a $ inside a word or price', () => {
    expect(mentionAtCaret('$삼성 ', 4)).toBeNull();
    expect(mentionAtCaret('$', 1)).toBeNull();
    expect(mentionAtCaret('US$100', 6)).toBeNull();
  });
});

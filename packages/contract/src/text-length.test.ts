import { describe, expect, it } from 'vitest';
import { cutToGraphemes, graphemeLength, isInvisible } from './text-length';

describe('graphemeLength and cutToGraphemes', () => {
  it('counts what a reader sees as one character', () => {
    expect(graphemeLength('한글')).toBe(2);
    expect(graphemeLength('👨‍👩‍👧👍🏽')).toBe(2);
    expect(graphemeLength('e\u0301')).toBe(1);
    expect(cutToGraphemes('가👨‍👩‍👧나', 2)).toBe('가👨‍👩‍👧');
    expect(cutToGraphemes('abc', 5)).toBe('abc');
  });
});

describe('isInvisible', () => {
  it('finds titles made of nothing visible', () => {
    for (const text of [
      '',
      '   ',
      '\u200B\u200B',
      '\u200B \u200C\u200D\uFEFF',
      '\u3164',
      '\u2800',
      '\u2060',
    ]) {
      expect(isInvisible(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['a', '가', '\u200B가', '👍', '.']) {
      expect(isInvisible(text), text).toBe(false);
    }
  });
});

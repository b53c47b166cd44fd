import { describe, expect, it } from 'vitest';
import { answerBlocks, answerSpans } from './answer-blocks';

describe('an AI answer as blocks', () => {
  it('reads ■ lines as headings, - runs as lists, the rest as paragraphs', () => {
    const text = [
      '손흥민은 대한민국의 축구 선수다. [1]',
      '',
      '■ 주요 사실',
      '- 출생: 1992년 7월 8일 [2]',
      '- 소속: LAFC [3][4]',
      '■ 읽을거리',
      '[1] 위키백과',
      '둘째 줄',
    ].join('\n');
    expect(answerBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['손흥민은 대한민국의 축구 선수다. [1]'] },
      { kind: 'heading', text: '주요 사실' },
      { kind: 'list', items: ['출생: 1992년 7월 8일 [2]', '소속: LAFC [3][4]'] },
      { kind: 'heading', text: '읽을거리' },
      { kind: 'paragraph', lines: ['[1] 위키백과', '둘째 줄'] },
    ]);
  });

  it('keeps a minus sign or a hyphen inside a line as text', () => {
    expect(answerBlocks('등락률 -1.2%\n-3%는 목록이 아닙니다')).toEqual([
      { kind: 'paragraph', lines: ['등락률 -1.2%', '-3%는 목록이 아닙니다'] },
    ]);
  });

  it('splits citations out of the text', () => {
    expect(answerSpans('출생 [2], 소속 [3][4]')).toEqual([
      { text: '출생 ' },
      { cite: 2 },
      { text: ', 소속 ' },
      { cite: 3 },
      { cite: 4 },
    ]);
    expect(answerSpans('배열 [a] 그대로')).toEqual([{ text: '배열 [a] 그대로' }]);
  });
});

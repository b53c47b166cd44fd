import { describe, expect, it } from 'vitest';
import { stockSegments } from './stocks';

const samsung = { stockCode: '005930', stockName: '삼성전자' };

describe('stockSegments', () => {
  it('turns the recorded stocks into segments, by name, code and alias', () => {
    expect(stockSegments('$삼성전자가 오르고 $005930 $삼전 $없음', [samsung])).toEqual([
      { kind: 'stock', text: '$삼성전자', stock: samsung },
      { kind: 'text', text: '가 오르고 ' },
      { kind: 'stock', text: '$005930', stock: samsung },
      { kind: 'text', text: ' ' },
      { kind: 'stock', text: '$삼전', stock: samsung },
      { kind: 'text', text: ' $없음' },
    ]);
  });

  it('leaves text alone when the post records no stock', () => {
    expect(stockSegments('$삼성전자', [])).toEqual([{ kind: 'text', text: '$삼성전자' }]);
    expect(stockSegments('$삼성전자', undefined)).toEqual([{ kind: 'text', text: '$삼성전자' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { findStockMentions, mentionedStocks, stockLookup } from './stock-mentions';

const listed = stockLookup([
  { stockCode: '005930', stockName: '삼성전자' },
  { stockCode: '005935', stockName: '삼성전자우' },
  { stockCode: '001040', stockName: 'CJ' },
  { stockCode: '035760', stockName: 'CJ ENM' },
  { stockCode: '035420', stockName: 'NAVER' },
]);

describe('findStockMentions', () => {
  it('finds names with particles after them, codes, aliases and names with spaces', () => {
    const text = '$삼성전자가 $005930, $삼전! $CJ ENM 과 $CJ 그리고 $naver';
    const found = findStockMentions(text, listed);
    expect(found.map((f) => [text.slice(f.start, f.end), f.stock.stockCode])).toEqual([
      ['$삼성전자', '005930'],
      ['$005930', '005930'],
      ['$삼전', '005930'],
      ['$CJ ENM', '035760'],
      ['$CJ', '001040'],
      ['$naver', '035420'],
    ]);
  });

  it('prefers the longest name and needs a word boundary after Latin letters and digits', () => {
    expect(findStockMentions('$삼성전자우', listed)[0]?.stock.stockName).toBe('삼성전자우');
    expect(findStockMentions('$0059301 $CJX $100 $ 삼성전자 $삼성', listed)).toEqual([]);
  });

  it('knows an alias only when its stock is known', () => {
    const only = stockLookup([{ stockCode: '035420', stockName: 'NAVER' }]);
    expect(findStockMentions('$삼전 $네이버', only).map((f) => f.stock.stockCode)).toEqual([
      '035420',
    ]);
  });
});

describe('mentionedStocks', () => {
  it('keeps each stock once, first mention first, at most 10', () => {
    const many = stockLookup(
      Array.from({ length: 12 }, (_, i) => ({
        stockCode: String(100000 + i),
        stockName: `종목${String.fromCharCode(0xac00 + i)}`,
      })),
    );
    const text = Array.from({ length: 12 }, (_, i) => `$${100000 + i}`).join(' ');
    expect(mentionedStocks(`$100001 ${text}`, many).map((s) => s.stockCode)).toEqual([
      '100001',
      '100000',
      ...Array.from({ length: 8 }, (_, i) => String(100002 + i)),
    ]);
  });
});

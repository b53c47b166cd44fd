import { describe, expect, it } from 'vitest';
import { shareCount, signedPercent, wonAmount, wonPrice } from './money';

// The amounts and rates are the contract's (packages/contract/src/korean-number.test.ts); here
// what the AI adds: 원 and 주, prices in plain won, and its word for a missing value.
describe('the AI money style', () => {
  it('writes amounts in 조/억/만원, shares in 만주, prices in won', () => {
    expect(wonAmount(691_235_843_188)).toBe('6,912.4억원');
    expect(shareCount(123_456_789)).toBe('1.2억주');
    expect(wonPrice(71_200)).toBe('71,200원');
    expect(wonPrice(1_234_567.6)).toBe('1,234,568원');
    expect(signedPercent(1.2)).toBe('+1.20%');
  });

  it('says 정보 없음 for a missing value', () => {
    for (const format of [wonAmount, wonPrice, shareCount, signedPercent]) {
      expect(format(null)).toBe('정보 없음');
      expect(format(undefined)).toBe('정보 없음');
    }
  });
});

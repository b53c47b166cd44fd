import { describe, expect, it } from 'vitest';
import { shareCount, signedPercent, wonAmount, wonPrice } from './money';

describe('the AI money style', () => {
  it('writes amounts in 조/억/만원 with one decimal where needed', () => {
    expect(wonAmount(691_235_843_188)).toBe('6,912.4억원');
    expect(wonAmount(3_448_100_000_000)).toBe('3.4조원');
    expect(wonAmount(425_000_000_000_000)).toBe('425조원');
    expect(wonAmount(12_345_678)).toBe('1,234.6만원');
    expect(wonAmount(9_800)).toBe('9,800원');
    expect(wonAmount(-250_000_000)).toBe('-2.5억원');
    expect(wonAmount(null)).toBe('정보 없음');
  });

  it('keeps prices in won, shares in 만주, rates signed with two decimals', () => {
    expect(wonPrice(71_200)).toBe('71,200원');
    expect(shareCount(123_456_789)).toBe('1.2억주');
    expect(signedPercent(1.2)).toBe('+1.20%');
    expect(signedPercent(-0.5)).toBe('-0.50%');
    expect(signedPercent(0.001)).toBe('0.00%');
  });
});

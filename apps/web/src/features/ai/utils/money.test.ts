import { describe, expect, it } from 'vitest';
import { percent, wonAmount } from './money';

// The amounts and rates are the contract's (packages/contract/src/korean-number.test.ts).
describe('AI money style', () => {
  it('writes amounts in 조/억/만원 and signed rates, and - when missing', () => {
    expect(wonAmount(691_235_843_188)).toBe('6,912.4억원');
    expect(wonAmount(1_657_400_000_000_000)).toBe('1,657.4조원');
    expect(wonAmount(null)).toBe('-');
    expect(percent(-0.456)).toBe('-0.46%');
    expect(percent(undefined)).toBe('-');
  });
});

import { describe, expect, it } from 'vitest';
import { moveStance, sharesOf } from './shares';

describe('moveStance', () => {
  const counts = { buy: 2, sell: 1, hold: 0 };
  it('moves one count from the old stance to the new one', () => {
    expect(moveStance(counts, 'BUY', 'SELL')).toEqual({ buy: 1, sell: 2, hold: 0 });
    expect(moveStance(counts, null, 'HOLD')).toEqual({ buy: 2, sell: 1, hold: 1 });
    expect(moveStance(counts, 'SELL', null)).toEqual({ buy: 2, sell: 0, hold: 0 });
  });
  it('changes nothing for the same stance and never goes below zero', () => {
    expect(moveStance(counts, 'BUY', 'BUY')).toBe(counts);
    expect(moveStance(counts, 'HOLD', null)).toEqual(counts);
  });
});

describe('sharesOf', () => {
  it('answers whole percentages adding up to 100', () => {
    expect(sharesOf({ buy: 1, sell: 1, hold: 1 })).toEqual({ buy: 34, sell: 33, hold: 33 });
    expect(sharesOf({ buy: 3, sell: 1, hold: 0 })).toEqual({ buy: 75, sell: 25, hold: 0 });
    const odd = sharesOf({ buy: 2, sell: 5, hold: 6 });
    expect(odd.buy + odd.sell + odd.hold).toBe(100);
  });
  it('answers zeros when nobody chose', () => {
    expect(sharesOf({ buy: 0, sell: 0, hold: 0 })).toEqual({ buy: 0, sell: 0, hold: 0 });
  });
});

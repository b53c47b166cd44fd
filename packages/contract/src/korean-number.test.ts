import { describe, expect, it } from 'vitest';
import { compactKoreanNumber, groupDigits, koreanAmount, signedPercent } from './korean-number';

// The reference: Node's full ICU, which the browser's Intl also uses.
const plain = new Intl.NumberFormat('ko-KR');
/** Intl's answer, but for -0 (written 0 here: the one deliberate difference). */
const unsigned = (text: string) => text.replace(/^-(?=[0.]+$)/, '');
const compact = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

/** A deterministic spread of numbers: every magnitude, halves, values just under a unit. */
function samples(): number[] {
  let seed = 20261128;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const values = [0, 1, 5, 9, 10, 999, 1000, 9999, 10_000, 12_345, 12_500, 12_550, 99_949, 99_950];
  values.push(99_999, 100_000, 999_999, 1_234_567, 12_345_678, 99_994_999, 99_995_000);
  values.push(99_999_999, 100_000_000, 123_456_789, 999_949_999_999, 999_950_000_000);
  values.push(1e12, 1.23e13, 1e16, 2 ** 53, 1e20, 1e21, 1.5e22, 0.5, 1.5, 2.5, 1.0005, 1.005);
  values.push(0.0005, 0.0004999, 123.4565, 1234.5678, 0.1 + 0.2);
  for (let i = 0; i < 2000; i++) {
    const magnitude = Math.floor(random() * 17);
    values.push(Math.floor(random() * 10 ** magnitude));
    values.push(Math.round(random() * 10 ** magnitude) / 1000);
  }
  return [...values, ...values.filter((v) => v !== 0).map((v) => -v)];
}

describe('groupDigits', () => {
  it('writes what ko-KR writes, for every magnitude and rounding', () => {
    for (const value of samples())
      expect(groupDigits(value), String(value)).toBe(unsigned(plain.format(value)));
  });

  it('keeps the decimals asked for', () => {
    const two = new Intl.NumberFormat('ko-KR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const upToOne = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
    for (const value of samples()) {
      expect(groupDigits(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
        unsigned(two.format(value)),
      );
      expect(groupDigits(value, { maximumFractionDigits: 1 })).toBe(
        unsigned(upToOne.format(value)),
      );
    }
    expect(groupDigits(2612.3, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '2,612.30',
    );
    expect(groupDigits(1200, { maximumFractionDigits: 0 })).toBe('1,200');
  });

  it('writes a number that rounds to zero without a sign, and what is not a number', () => {
    expect(groupDigits(-0)).toBe('0');
    expect(groupDigits(-0.0001)).toBe('0');
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Infinity)).toBe('∞');
    expect(groupDigits(-Infinity)).toBe('-∞');
  });
});

describe('compactKoreanNumber', () => {
  it('writes what ko-KR compact notation writes from 10,000 on', () => {
    for (const value of samples().filter((v) => Math.abs(v) >= 10_000)) {
      expect(compactKoreanNumber(value), String(value)).toBe(compact.format(value));
    }
  });

  it('keeps smaller numbers whole, and moves up a unit when rounding reaches the next', () => {
    expect(compactKoreanNumber(9_999)).toBe('9,999');
    expect(compactKoreanNumber(12_345)).toBe('1.2만');
    expect(compactKoreanNumber(99_999)).toBe('10만');
    expect(compactKoreanNumber(99_999_999)).toBe('1억');
    expect(compactKoreanNumber(999_999_999_999)).toBe('1조');
    expect(compactKoreanNumber(1e16)).toBe('10,000조');
    expect(compactKoreanNumber(-12_345)).toBe('-1.2만');
  });
});

describe('koreanAmount: the one money format in 조/억/만', () => {
  /** The AI's former server formatter, written with Intl: the reference for the decimal style. */
  const byIntl = (value: number) => {
    const abs = Math.abs(value);
    const units = [
      [1e12, '조'],
      [1e8, '억'],
      [1e4, '만'],
    ] as const;
    const unit = units.find(([size]) => abs >= size);
    const text = unit
      ? `${(abs / unit[0]).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}${unit[1]}`
      : Math.round(abs).toLocaleString('ko-KR', { maximumFractionDigits: 0 });
    return `${value < 0 ? '-' : ''}${text}원`;
  };

  it('writes the AI answers’ amounts: the largest unit, one decimal at most', () => {
    for (const value of samples())
      expect(koreanAmount(value, { unit: '원' }), String(value)).toBe(byIntl(value));
    expect(koreanAmount(691_235_843_188, { unit: '원' })).toBe('6,912.4억원');
    expect(koreanAmount(3_448_100_000_000, { unit: '원' })).toBe('3.4조원');
    expect(koreanAmount(425_000_000_000_000, { unit: '원' })).toBe('425조원');
    expect(koreanAmount(1_657_400_000_000_000, { unit: '원' })).toBe('1,657.4조원');
    expect(koreanAmount(12_345_678, { unit: '원' })).toBe('1,234.6만원');
    expect(koreanAmount(9_800, { unit: '원' })).toBe('9,800원');
    expect(koreanAmount(-250_000_000, { unit: '원' })).toBe('-2.5억원');
    expect(koreanAmount(123_456_789, { unit: '주' })).toBe('1.2억주');
    expect(koreanAmount(12_345)).toBe('1.2만');
  });

  it('reads the stock screens’ trading amounts: whole units, 조 with its 억', () => {
    const split = (value: number) => koreanAmount(value, { style: 'split' });
    expect(split(1_234_567_890_123)).toBe('1조 2,345억');
    expect(split(2_000_000_000_000)).toBe('2조');
    expect(split(1_234_500_000_000_000)).toBe('1,234조 5,000억');
    expect(split(123_456_789_012)).toBe('1,234억');
    expect(split(56_789_000)).toBe('5,678만');
    expect(split(99_999_999)).toBe('9,999만');
    expect(split(9_999)).toBe('9,999');
    expect(split(12.7)).toBe('13');
    expect(split(-300_000_000)).toBe('-3억');
    expect(koreanAmount(1_234_567_890_123, { style: 'split', unit: '원' })).toBe('1조 2,345억원');
  });

  it('answers null for a missing value, which each screen writes its own way', () => {
    for (const value of [null, undefined, Number.NaN, Infinity]) {
      expect(koreanAmount(value)).toBeNull();
      expect(koreanAmount(value, { style: 'split' })).toBeNull();
    }
  });
});

describe('signedPercent', () => {
  it('signs a rate with two decimals, and zero without a sign', () => {
    expect(signedPercent(1.2)).toBe('+1.20%');
    expect(signedPercent(-0.5)).toBe('-0.50%');
    expect(signedPercent(-0.456)).toBe('-0.46%');
    expect(signedPercent(0)).toBe('0.00%');
    expect(signedPercent(0.001)).toBe('0.00%');
    expect(signedPercent(-0.004)).toBe('0.00%');
    expect(signedPercent(null)).toBeNull();
    expect(signedPercent(Number.NaN)).toBeNull();
  });
});

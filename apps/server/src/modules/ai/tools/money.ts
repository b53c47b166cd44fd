/**
 * The one Korean style of the AI's figures: amounts in 조/억/만원 with one decimal where needed
 * (never a raw won figure of ten or more digits), prices in grouped won, rates signed with two
 * decimals.
 */

const UNITS = [
  { size: 1_000_000_000_000, unit: '조' },
  { size: 100_000_000, unit: '억' },
  { size: 10_000, unit: '만' },
] as const;

const grouped = (n: number, decimals: number) =>
  n.toLocaleString('ko-KR', { minimumFractionDigits: 0, maximumFractionDigits: decimals });

/** 425.3조원, 4,481.2억원, 1,234만원, 9,800원; '정보 없음' when missing. */
export function wonAmount(value: number | null | undefined, suffix = '원'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '정보 없음';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const { size, unit } of UNITS) {
    if (abs >= size) return `${sign}${grouped(abs / size, 1)}${unit}${suffix}`;
  }
  return `${sign}${grouped(Math.round(abs), 0)}${suffix}`;
}

/** A share price: 71,200원 (prices stay below ten digits). */
export function wonPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '정보 없음';
  return `${grouped(Math.round(value), 0)}원`;
}

/** Shares traded: 1,234.5만주, 9,800주. */
export function shareCount(value: number | null | undefined): string {
  return wonAmount(value, '주');
}

/** +1.23%, -0.50%, 0.00%. */
export function signedPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '정보 없음';
  const fixed = Math.abs(value).toFixed(2);
  if (Number(fixed) === 0) return '0.00%';
  return `${value > 0 ? '+' : '-'}${fixed}%`;
}

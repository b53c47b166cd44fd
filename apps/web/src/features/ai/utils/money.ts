import { formatUntil } from '../../../lib/format';
import { groupDigits } from '@myeolgong/contract/korean-number';
/** The AI answers' one money style on screen: 조/억/만원 with one decimal, rates signed. */

const UNITS = [
  { size: 1_000_000_000_000, unit: '조' },
  { size: 100_000_000, unit: '억' },
  { size: 10_000, unit: '만' },
] as const;

const grouped = (n: number, decimals: number) =>
  groupDigits(n, { minimumFractionDigits: 0, maximumFractionDigits: decimals });

/** 425.3조원, 4,481.2억원, 1,234만원; '-' when missing. */
export function wonAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const { size, unit } of UNITS) {
    if (abs >= size) return `${sign}${grouped(abs / size, 1)}${unit}원`;
  }
  return `${sign}${grouped(Math.round(abs), 0)}원`;
}

/** +1.23%, -0.50%, 0.00%; '-' when missing. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const fixed = Math.abs(value).toFixed(2);
  if (Number(fixed) === 0) return '0.00%';
  return `${value > 0 ? '+' : '-'}${fixed}%`;
}

/** When the allowance fills up again, in Korean time: '11월 26일 자정'. */
export function resetTime(iso: string | undefined): string | null {
  return formatUntil(iso);
}

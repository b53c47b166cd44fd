import { groupDigits, koreanAmount } from '@myeolgong/contract/korean-number';
import { koreaParts, WEEKDAYS } from '@myeolgong/contract/korean-time';
import { changeDirection } from '@myeolgong/contract/stocks';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

const NA = ko.stock.notAvailable;

function isPresent(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

export { changeClass } from './change-class';

const signMarks: Record<number, string> = { 1: '↑', 2: '▲', 4: '↓', 5: '▼' };

/** The arrow KRX screens put before a change: ↑ upper limit, ▲ up, ▼ down, ↓ lower limit. */
export function changeMark(changeSign: number | null | undefined): string {
  return (changeSign !== null && changeSign !== undefined && signMarks[changeSign]) || '';
}

/** A price in Korean digit grouping with 원: 71,200원; N/A when missing. */
export function formatPrice(value: number | null | undefined): string {
  return isPresent(value) ? `${formatNumber(value)}${ko.stock.won}` : NA;
}

/** Shares traded: 12,345,678주; N/A when missing. */
export function formatVolume(value: number | null | undefined): string {
  return isPresent(value) ? `${formatNumber(value)}${ko.stock.shares}` : NA;
}

/**
 * Large amounts in Korean units, the way trading amounts are read: 1조 2,345억, 2,345억, 1,234만;
 * smaller values in plain grouping. Negative values keep their sign. N/A when missing.
 */
export function formatKoreanUnits(value: number | null | undefined): string {
  return koreanAmount(value, { style: 'split' }) ?? NA;
}

/** A trading amount in 원 with Korean units: 1조 2,345억원. */
export function formatAmount(value: number | null | undefined): string {
  return koreanAmount(value, { style: 'split', unit: ko.stock.won }) ?? NA;
}

function directionOf(changeSign: number | null | undefined, value: number): -1 | 0 | 1 {
  if (changeSign === 3) return 0;
  const direction = changeDirection(changeSign ?? 0);
  if (direction === 'up') return 1;
  if (direction === 'down') return -1;
  // An unknown sign code falls back to the number's own sign.
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/** The change in price with its arrow: ▲ 1,200, ▼ 300, 0; N/A when missing. */
export function formatChangePrice(
  value: number | null | undefined,
  changeSign: number | null | undefined,
  fractionDigits = 0,
): string {
  if (!isPresent(value)) return NA;
  const mark = changeMark(changeSign);
  const amount = groupDigits(Math.abs(value), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return mark ? `${mark} ${amount}` : amount;
}

/** The change rate with its sign and two decimals: +1.71%, -0.52%, 0.00%; N/A when missing. */
export function formatChangeRate(
  value: number | null | undefined,
  changeSign: number | null | undefined,
): string {
  if (!isPresent(value)) return NA;
  const direction = directionOf(changeSign, value);
  const prefix = direction > 0 ? '+' : direction < 0 ? '-' : '';
  return `${prefix}${Math.abs(value).toFixed(2)}%`;
}

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Index levels keep two decimals: 2,612.34; N/A when missing. */
export function formatIndexValue(value: number | null | undefined): string {
  return isPresent(value) ? groupDigits(value, twoDecimals) : NA;
}

/** A ratio such as PER or PBR: 12.34배; N/A when missing. */
export function formatRatio(value: number | null | undefined): string {
  return isPresent(value) ? `${groupDigits(value, twoDecimals)}${ko.stock.times}` : NA;
}

// Times in Korea (KST, no daylight saving time) written without Intl's DateTimeFormat, whose
// first use loads the locale's calendar data (@myeolgong/contract/korean-number says why).
const two = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Korean market clock time (KST), e.g. 14:05:09; N/A when missing. */
export function formatClock(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return NA;
  const { hour, minute, second } = koreaParts(date);
  return `${two(hour)}:${two(minute)}:${two(second)}`;
}

/** Date and KST time for a quote's lastUpdated, e.g. 4. 1. 14:05:09; N/A when missing. */
export function formatQuoteTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return NA;
  const { month, day, hour, minute, second } = koreaParts(date);
  return `${month}. ${day}. ${two(hour)}:${two(minute)}:${two(second)}`;
}

/** When the market opens next, in KST: 4월 2일 (수) 09:00; N/A when missing. */
export function formatOpening(value: string | null | undefined): string {
  const date = toDate(value);
  if (!date) return NA;
  const { month, day, weekday, hour, minute } = koreaParts(date);
  return `${month}월 ${day}일 (${WEEKDAYS[weekday]}) ${two(hour)}:${two(minute)}`;
}

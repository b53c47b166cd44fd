/**
 * The one Korean style of the AI's figures: amounts in 조/억/만원 with one decimal where needed
 * (never a raw won figure of ten or more digits), prices in grouped won, rates signed with two
 * decimals. Amounts and rates are the contract's (korean-number.ts), which the web app's AI
 * screens write too; here a missing value reads '정보 없음'.
 */
import { koreanAmount, signedPercent as signedRate } from '@myeolgong/contract/korean-number';

const MISSING = '정보 없음';

/** 425.3조원, 4,481.2억원, 1,234만원, 9,800원; '정보 없음' when missing. */
export function wonAmount(value: number | null | undefined, suffix = '원'): string {
  return koreanAmount(value, { unit: suffix }) ?? MISSING;
}

/** A share price: 71,200원 (prices stay below ten digits). */
export function wonPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return `${Math.round(value).toLocaleString('ko-KR', { maximumFractionDigits: 0 })}원`;
}

/** Shares traded: 1,234.5만주, 9,800주. */
export function shareCount(value: number | null | undefined): string {
  return wonAmount(value, '주');
}

/** +1.23%, -0.50%, 0.00%. */
export function signedPercent(value: number | null | undefined): string {
  return signedRate(value) ?? MISSING;
}

import { koreanAmount, signedPercent } from '@myeolgong/contract/korean-number';
/** The AI answers' money on screen: the contract's 조/억/만원 with one decimal, rates signed. */

/** 425.3조원, 4,481.2억원, 1,234만원; '-' when missing. */
export function wonAmount(value: number | null | undefined): string {
  return koreanAmount(value, { unit: '원' }) ?? '-';
}

/** +1.23%, -0.50%, 0.00%; '-' when missing. */
export function percent(value: number | null | undefined): string {
  return signedPercent(value) ?? '-';
}

import type { ChangeSign } from '@myeolgong/contract/stocks';

/** KRX 호가가격단위 (KOSPI and KOSDAQ alike since 2023-01-25), by price band. */
export function tickSize(price: number): number {
  if (price < 2_000) return 1;
  if (price < 5_000) return 5;
  if (price < 20_000) return 10;
  if (price < 50_000) return 50;
  if (price < 200_000) return 100;
  if (price < 500_000) return 500;
  return 1_000;
}

/** The nearest valid quote price (at least 1 won). */
export function roundToTick(price: number): number {
  if (!(price > 1)) return 1;
  const tick = tickSize(price);
  const rounded = Math.round(price / tick) * tick;
  // Rounding up may cross into a band with a coarser tick (e.g. 199,950 → 200,000): still valid.
  return rounded;
}

const PRICE_LIMIT_RATE = 0.3;

/** 상한가: the base price plus 30 %, cut down to a valid tick. */
export function upperLimit(base: number): number {
  const raw = base * (1 + PRICE_LIMIT_RATE);
  const tick = tickSize(raw);
  return Math.floor(raw / tick + 1e-9) * tick;
}

/** 하한가: the base price minus 30 %, cut up to a valid tick (at least 1 won). */
export function lowerLimit(base: number): number {
  const raw = base * (1 - PRICE_LIMIT_RATE);
  const tick = tickSize(raw);
  return Math.max(1, Math.ceil(raw / tick - 1e-9) * tick);
}

/** 전일대비 부호 of a price against its base (previous close): 1/4 at the limits. */
export function changeSignOf(price: number, base: number): ChangeSign {
  if (price > base) return price >= upperLimit(base) ? 1 : 2;
  if (price < base) return price <= lowerLimit(base) ? 4 : 5;
  return 3;
}

/** A percentage with two decimals. */
export function changeRateOf(value: number, base: number): number {
  if (base === 0) return 0;
  return Math.round(((value - base) / base) * 10_000) / 100;
}

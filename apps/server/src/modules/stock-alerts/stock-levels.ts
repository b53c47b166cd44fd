import type { Stock } from '@myeolgong/contract/stocks';
import { groupDigits, signedPercent } from '@myeolgong/contract/korean-number';
import { seoulDay } from '../../lib/seoul-day';

/**
 * The levels of STOCK_MOVE (CONTRACT.md 'Watchlist and stock alerts'): the change from the
 * previous close reaching ±5 %, ±10 %, and the price limits (상한가 and 하한가: the quote's
 * changeSign 1 and 4). Each side's levels in the order a move reaches them.
 */
const UP = ['UP5', 'UP10', 'UPPER'] as const;
const DOWN = ['DOWN5', 'DOWN10', 'LOWER'] as const;
export type MoveLevel = (typeof UP)[number] | (typeof DOWN)[number];
export type AlertLevel = MoveLevel | 'BUZZ';

/**
 * A quote's band: 0 below 5 % either way, +1/+2/+3 at +5 %, +10 % and 상한가, -1/-2/-3 at -5 %,
 * -10 % and 하한가. The evaluator looks further only when a stock's band changes.
 */
export function bandOf(quote: Pick<Stock, 'changeRate' | 'changeSign'>): number {
  if (quote.changeSign === 1) return 3;
  if (quote.changeSign === 4) return -3;
  const rate = quote.changeRate;
  if (rate >= 10) return 2;
  if (rate >= 5) return 1;
  if (rate <= -10) return -2;
  if (rate <= -5) return -1;
  return 0;
}

/** Every level a band has reached, the most extreme last (none for band 0). */
export function levelsOf(band: number): MoveLevel[] {
  if (band > 0) return UP.slice(0, band);
  if (band < 0) return DOWN.slice(0, -band);
  return [];
}

/** How far a level lies from the previous close: the most extreme new level is the one told. */
export function rankOf(level: MoveLevel): number {
  const up = (UP as readonly string[]).indexOf(level);
  return up >= 0 ? up + 1 : (DOWN as readonly string[]).indexOf(level) + 1;
}

/** A rate with its sign and one decimal, as the alerts write it: +5.2%, -10.0%. */
const percent = (rate: number) => signedPercent(rate, 1) ?? '0.0%';
/** Whole numbers in Korean digit grouping: 71,300. */
const grouped = (value: number) => groupDigits(value, { maximumFractionDigits: 0 });

/** What a STOCK_MOVE says: "삼성전자 +5.2% (71,300원)", "에코프로 상한가 +30.0% (…원)". */
export function moveText(
  quote: Pick<Stock, 'stockName' | 'changeRate' | 'currentPrice'>,
  level: MoveLevel,
): string {
  const limit = level === 'UPPER' ? ' 상한가' : level === 'LOWER' ? ' 하한가' : '';
  return `${quote.stockName}${limit} ${percent(quote.changeRate)} (${grouped(quote.currentPrice)}원)`;
}

/** What a STOCK_BUZZ says: the last hour's mentions against the week's hourly average. */
export function buzzText(name: string, lastHour: number, hourlyAverage: number): string {
  const average = hourlyAverage.toFixed(1);
  return `${name} 언급 급증: 최근 1시간 ${grouped(lastHour)}회 (지난 7일 시간당 평균 ${average}회)`;
}

/** The trading day (Asia/Seoul) of an instant, as YYYY-MM-DD. */
export function kstDate(ms: number): string {
  return seoulDay(new Date(ms));
}

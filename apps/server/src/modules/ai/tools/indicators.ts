import type { HistoryPoint } from '@myeolgong/contract/stocks';

/** Trading days in a period, the usual market convention. */
const DAYS = { week: 5, month: 21, quarter: 63, year: 252 } as const;

export interface Indicators {
  /** Daily candles the figures rest on. */
  days: number;
  lastClose: number;
  /** Percent change over the period, or null when the history is shorter. */
  returns: { w1: number | null; m1: number | null; m3: number | null; y1: number | null };
  /** Annualised standard deviation of daily log returns, in percent. */
  volatility: number | null;
  ma5: number | null;
  ma20: number | null;
  ma60: number | null;
  /** Wilder's 14-day RSI. */
  rsi14: number | null;
  high52w: number;
  low52w: number;
  /** Where the last close sits in the 52-week range, 0–100. */
  rangePosition: number | null;
  /** Mean volume of the last 5 days over the 20 before them (1.5 = 50 % more trading). */
  volumeTrend: number | null;
}

const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

function percentChange(closes: number[], back: number): number | null {
  if (closes.length <= back) return null;
  const from = closes[closes.length - 1 - back]!;
  if (from <= 0) return null;
  return round(((closes[closes.length - 1]! - from) / from) * 100);
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function movingAverage(closes: number[], n: number): number | null {
  if (closes.length < n) return null;
  return round(mean(closes.slice(-n)));
}

function volatility(closes: number[]): number | null {
  const returns: number[] = [];
  for (let i = 1; i < closes.length; i++) {
    if (closes[i - 1]! > 0 && closes[i]! > 0) returns.push(Math.log(closes[i]! / closes[i - 1]!));
  }
  if (returns.length < 10) return null;
  const m = mean(returns);
  const variance = returns.reduce((a, r) => a + (r - m) ** 2, 0) / (returns.length - 1);
  return round(Math.sqrt(variance) * Math.sqrt(DAYS.year) * 100);
}

/** Wilder's RSI over `n` days: 100 when every move was up, 0 when every move was down. */
export function rsi(closes: number[], n = 14): number | null {
  if (closes.length <= n) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const d = closes[i]! - closes[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= n;
  loss /= n;
  for (let i = n + 1; i < closes.length; i++) {
    const d = closes[i]! - closes[i - 1]!;
    gain = (gain * (n - 1) + Math.max(d, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-d, 0)) / n;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return round(100 - 100 / (1 + gain / loss));
}

/** Technical figures of a daily history (oldest first); null when there is none. */
export function computeIndicators(candles: HistoryPoint[]): Indicators | null {
  const daily = candles.filter((c) => Number.isFinite(c.close) && c.close > 0);
  if (daily.length === 0) return null;
  const closes = daily.map((c) => c.close);
  const year = daily.slice(-DAYS.year);
  const high52w = Math.max(...year.map((c) => c.high));
  const low52w = Math.min(...year.map((c) => c.low));
  const lastClose = closes[closes.length - 1]!;
  const volumes = daily.map((c) => c.volume);
  let volumeTrend: number | null = null;
  if (volumes.length >= 25) {
    const before = mean(volumes.slice(-25, -5));
    if (before > 0) volumeTrend = round(mean(volumes.slice(-5)) / before);
  }
  return {
    days: daily.length,
    lastClose,
    returns: {
      w1: percentChange(closes, DAYS.week),
      m1: percentChange(closes, DAYS.month),
      m3: percentChange(closes, DAYS.quarter),
      // A year of trading days back, or the oldest close of a history of about a year.
      y1: percentChange(
        closes,
        Math.min(DAYS.year, closes.length >= 240 ? closes.length - 1 : DAYS.year),
      ),
    },
    volatility: volatility(closes),
    ma5: movingAverage(closes, 5),
    ma20: movingAverage(closes, 20),
    ma60: movingAverage(closes, 60),
    rsi14: rsi(closes, 14),
    high52w,
    low52w,
    rangePosition:
      high52w > low52w ? round(((lastClose - low52w) / (high52w - low52w)) * 100, 1) : null,
    volumeTrend,
  };
}

import {
  type HistoryPoint,
  type HistoryRange,
  historyIntervals,
  type Stock,
} from '@myeolgong/contract/stocks';

/** lightweight-charts draws times as UTC; shifting by nine hours makes its axis read KST. */
const KST_OFFSET_MS = 9 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** A minute bar's time for the chart: KST wall-clock seconds, whole minutes. */
export function toMinuteTime(iso: string): number | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.floor((at + KST_OFFSET_MS) / MINUTE_MS) * 60;
}

/** A daily bar's time for the chart: its KST trading date, YYYY-MM-DD. */
export function toTradingDate(iso: string): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return new Date(at + KST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface LinePoint {
  time: number;
  value: number;
}

export interface Candle {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export type ChartSeries =
  { kind: 'line'; points: LinePoint[] } | { kind: 'candles'; points: Candle[] };

/**
 * The history of a range as the chart draws it: 1d a line of minute closes, longer ranges daily
 * candles. Bars with unreadable times are dropped, and a repeated time keeps the later bar, since
 * the chart needs strictly increasing times.
 */
export function toChartSeries(range: HistoryRange, history: readonly HistoryPoint[]): ChartSeries {
  if (historyIntervals[range] === 'minute') {
    const points = new Map<number, LinePoint>();
    for (const bar of history) {
      const time = toMinuteTime(bar.time);
      if (time !== null) points.set(time, { time, value: bar.close });
    }
    return { kind: 'line', points: [...points.values()].sort((a, b) => a.time - b.time) };
  }
  const candles = new Map<string, Candle>();
  for (const bar of history) {
    const time = toTradingDate(bar.time);
    if (time !== null) {
      candles.set(time, { time, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    }
  }
  return {
    kind: 'candles',
    points: [...candles.values()].sort((a, b) => a.time.localeCompare(b.time)),
  };
}

/**
 * Where a live quote puts the chart's last bar: the same minute or day moves it, a later one starts
 * a new bar, and an older quote changes nothing (null).
 */
export function liveLinePoint(last: LinePoint | undefined, quote: Stock): LinePoint | null {
  const time = toMinuteTime(quote.lastUpdated);
  if (time === null || (last && time < last.time)) return null;
  return { time, value: quote.currentPrice };
}

export function liveCandle(last: Candle | undefined, quote: Stock): Candle | null {
  const time = toTradingDate(quote.lastUpdated);
  if (time === null || (last && time < last.time)) return null;
  const price = quote.currentPrice;
  if (last && last.time === time) {
    return {
      time,
      open: last.open,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
      close: price,
    };
  }
  const open = quote.openPrice ?? price;
  return {
    time,
    open,
    high: Math.max(quote.highPrice ?? price, price),
    low: Math.min(quote.lowPrice ?? price, price),
    close: price,
  };
}

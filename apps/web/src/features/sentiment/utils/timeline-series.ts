import type { SentimentDay } from '@myeolgong/contract/sentiment';
import { sharesOf } from './shares';

interface Point {
  time: string;
  value: number;
}
/** A day without a value keeps its place on the time axis (a chart's whitespace point). */
type Slot = Point | { time: string };

/**
 * The timeline's series: the closes (days without a session left out, so the line runs on), and
 * the stacked shares as three layers drawn over each other: 매도 reaches 100, 관망 the share of
 * 매수 and 관망, 매수 its own share. A day nobody chose is an empty slot in each layer.
 */
export function timelineSeries(days: readonly SentimentDay[]) {
  const closes: Point[] = [];
  const sellTop: Slot[] = [];
  const holdTop: Slot[] = [];
  const buyTop: Slot[] = [];
  for (const day of days) {
    if (day.close !== null) closes.push({ time: day.date, value: day.close });
    if (day.buy + day.sell + day.hold === 0) {
      for (const layer of [sellTop, holdTop, buyTop]) layer.push({ time: day.date });
      continue;
    }
    const shares = sharesOf(day);
    sellTop.push({ time: day.date, value: 100 });
    holdTop.push({ time: day.date, value: shares.buy + shares.hold });
    buyTop.push({ time: day.date, value: shares.buy });
  }
  return { closes, sellTop, holdTop, buyTop };
}

import {
  directionLabels,
  horizonLabels,
  type PredictionDirection,
  type PredictionHorizon,
} from '@myeolgong/contract/predictions';
import { groupDigits, signedPercent } from '@myeolgong/contract/korean-number';
import type { HistoryPoint, HistoryRange } from '@myeolgong/contract/stocks';
import { dayToIso, kstDayNumber } from '../stocks/krx-calendar';
import { closeInstant, closeIsFinal, settlementDay } from './prediction-time';
import type { PredictionsRepository, Settlement } from './predictions.repository';

/** What settling needs of the stock module (`app.stocks`). */
export interface SettlementStocks {
  /** Daily bars (1w, 1m, 1y: the last 7, 31 and 365 calendar days), oldest first. */
  history(code: string, range: HistoryRange): Promise<HistoryPoint[]>;
  /** The stock clock, milliseconds (tests move it). */
  now(): number;
}

/** Due predictions read and settled per round. */
const BATCH = 500;

/** The shortest daily range holding the bar of `day` when today is `today` (null: too old). */
function rangeReaching(day: number, today: number): HistoryRange | null {
  const back = today - day;
  return back < 7 ? '1w' : back < 31 ? '1m' : back < 365 ? '1y' : null;
}

/** What the author's PREDICTION_SETTLED says. */
function settledText(p: {
  stockName: string;
  horizon: PredictionHorizon;
  direction: PredictionDirection;
  startPrice: number;
  endPrice: number;
  returnRate: number;
  hit: boolean;
}): string {
  const verdict = p.hit ? '적중' : '빗나감';
  return `${p.stockName} ${horizonLabels[p.horizon]} '${directionLabels[p.direction]}' 예측 ${verdict}: ${groupDigits(p.startPrice)}원 → ${groupDigits(p.endPrice)}원 (${signedPercent(p.returnRate * 100, 1)})`;
}

/**
 * The settlement of due predictions (CONTRACT.md 'Prediction record'): each open prediction whose
 * settle_at has passed settles on the first KRX close at or after it, with the provider's daily
 * close of that day, once that close is final (prediction-time.ts). Rounds of BATCH until none is
 * left that can settle now, so a server that was down catches up at its first run. The closes are
 * read before the write, outside any transaction; the write (predictions.repository.ts `settle`)
 * changes only rows still open, as the one settler of the moment, so two runs at once, on one
 * instance or several, settle each prediction once and notify its author once.
 * Resolves to how many this run settled.
 */
export async function settleDue(
  repo: Pick<PredictionsRepository, 'due' | 'settle'>,
  stocks: SettlementStocks,
): Promise<number> {
  let settled = 0;
  let after: { settleAt: Date; id: number } | null = null;
  const now = stocks.now();
  const today = kstDayNumber(now);
  for (;;) {
    const due = await repo.due(new Date(now), BATCH, after);
    if (due.length === 0) return settled;
    const byStock = new Map<string, { row: (typeof due)[number]; day: number }[]>();
    for (const row of due) {
      const day = settlementDay(row.settle_at.getTime());
      if (!closeIsFinal(day, now)) continue;
      const list = byStock.get(row.stock_code) ?? [];
      list.push({ row, day });
      byStock.set(row.stock_code, list);
    }
    const batch: Settlement[] = [];
    const texts = new Map<number, string>();
    for (const [code, items] of byStock) {
      const oldest = Math.min(...items.map((i) => i.day));
      const range = rangeReaching(oldest, today);
      if (!range) continue;
      const bars = await stocks.history(code, range).catch(() => [] as HistoryPoint[]);
      const closes = new Map(bars.map((bar) => [bar.time.slice(0, 10), bar.close]));
      for (const { row, day } of items) {
        const endPrice = closes.get(dayToIso(day));
        if (endPrice === undefined || !(endPrice > 0)) continue;
        const startPrice = Number(row.start_price);
        const returnRate = (endPrice - startPrice) / startPrice;
        const hit = row.direction === 'UP' ? endPrice > startPrice : endPrice < startPrice;
        const id = Number(row.id);
        batch.push({
          id,
          endPrice,
          endDate: dayToIso(day),
          returnRate,
          hit,
          settledAt: new Date(closeInstant(day)),
        });
        texts.set(
          id,
          settledText({
            stockName: row.stock_name,
            horizon: row.horizon,
            direction: row.direction,
            startPrice,
            endPrice,
            returnRate,
            hit,
          }),
        );
      }
    }
    const done = await repo.settle(batch, (id) => texts.get(id) ?? '');
    // Another settler holds the lock: it settles these; this run stops.
    if (done === null) return settled;
    settled += done.length;
    // A full batch may hide more due rows behind ones that cannot settle yet: read on past it.
    if (due.length < BATCH) return settled;
    const last = due.at(-1)!;
    after = { settleAt: last.settle_at, id: Number(last.id) };
  }
}

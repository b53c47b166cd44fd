import type { Stock } from '@myeolgong/contract/stocks';
import {
  changeRateOf,
  changeSignOf,
  lowerLimit,
  roundToTick,
  upperLimit,
} from '../src/modules/stocks/price-rules';
import { MarketSimulator } from '../src/modules/stocks/simulator';
import { shippedUniverse } from '../src/modules/stocks/universe';

/**
 * The market simulator with a hand on the tape: `move(code, rate)` sets a stock's next quote to
 * that change from its previous close (or to 상한가 / 하한가), and the next `app.stocks.tick()`
 * reports exactly the moved quotes, through the same path as the simulator's own ticks. Every
 * other stock keeps the simulator's quote of the start.
 */
export class ScriptedMarket extends MarketSimulator {
  private readonly moved = new Map<string, Stock>();
  private changed: Stock[] = [];

  constructor() {
    super(shippedUniverse(), { seed: 20261008, alwaysOpen: true });
  }

  /** Stocks whose quote at the start is well inside ±5 % (their band is 0). */
  calmCodes(): string[] {
    return this.list()
      .map((listing) => super.quote(listing.code)!)
      .filter((q) => Math.abs(q.changeRate) < 3 && q.changeSign !== 1 && q.changeSign !== 4)
      .map((q) => q.stockCode);
  }

  move(code: string, to: number | 'UPPER' | 'LOWER', at = new Date()): Stock {
    const base = this.moved.get(code) ?? super.quote(code);
    if (!base) throw new Error(`unknown stock ${code}`);
    const prev = base.prevClosePrice ?? base.currentPrice;
    const price =
      to === 'UPPER'
        ? upperLimit(prev)
        : to === 'LOWER'
          ? lowerLimit(prev)
          : roundToTick(prev * (1 + to / 100));
    const quote: Stock = {
      ...base,
      currentPrice: price,
      changePrice: price - prev,
      changeRate: changeRateOf(price, prev),
      changeSign: changeSignOf(price, prev),
      lastUpdated: at.toISOString(),
    };
    this.moved.set(code, quote);
    this.changed.push(quote);
    return quote;
  }

  override quote(code: string): Stock | undefined {
    return this.moved.get(code) ?? super.quote(code);
  }

  override async refresh(): Promise<Stock[]> {
    const changed = this.changed;
    this.changed = [];
    return changed;
  }
}

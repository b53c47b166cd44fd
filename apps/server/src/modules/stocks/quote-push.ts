import type { Stock } from '@myeolgong/contract/stocks';

/**
 * Lean stock pushes (issue #24 item 6): changed quotes are collected, the latest per stock, and
 * sent at most once per `intervalMs`: the first change after a quiet interval goes at once, later
 * ones wait for the interval to end and go together. A stock that changed twice in between is
 * sent once, as it is now, so a provider that refreshes faster than the interval (KIS's live
 * feed) costs each subscriber no more than one message a stock an interval.
 */
export class QuotePush {
  private pending = new Map<string, Stock>();
  private lastSent = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (changed: Stock[]) => Promise<void>,
    private readonly intervalMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Quotes that changed; sent now (the answer settles when sent) or with the next message. */
  offer(changed: readonly Stock[]): Promise<void> {
    if (this.stopped || changed.length === 0) return Promise.resolve();
    for (const quote of changed) {
      // Re-inserted so the message lists stocks in the order they last changed.
      this.pending.delete(quote.stockCode);
      this.pending.set(quote.stockCode, quote);
    }
    if (this.timer) return Promise.resolve();
    const wait = this.lastSent + this.intervalMs - this.clock();
    if (wait <= 0) return this.flush();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => undefined);
    }, wait);
    this.timer.unref();
    return Promise.resolve();
  }

  /** Sends what is pending now (the timer's and the first offer's job; tests call it). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return this.sending ?? undefined;
    const changed = [...this.pending.values()];
    this.pending = new Map();
    this.lastSent = this.clock();
    // One message at a time, in order.
    const sent = (this.sending ?? Promise.resolve()).then(() => this.send(changed));
    const tracked: Promise<void> = sent
      .catch(() => undefined)
      .finally(() => {
        if (this.sending === tracked) this.sending = null;
      });
    this.sending = tracked;
    return sent;
  }

  /** Drops what is pending and sends nothing more. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}

/**
 * The batched side of the post counters (decision 028): views counted in memory and written in
 * one statement per interval, and the like/dislike deltas folded into their posts. Both run every
 * `intervalMs` and once more when the app closes, so a clean stop loses nothing; a crash loses at
 * most one interval of views (likes are never lost: their deltas are rows).
 */
export interface CounterStore {
  addViews(views: ReadonlyMap<number, number>): Promise<void>;
  foldReactions(): Promise<number>;
}

export interface CounterFlush {
  /** Counts one view of `postId` (it reaches the post row at the next flush). */
  addView(postId: number): void;
  /** Views of `postId` counted here and not yet in its row (to add to what the row says). */
  pendingViews(postId: number): number;
  /** Writes the counted views and folds the deltas now. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and flushes once more. */
  stop(): Promise<void>;
}

export function counterFlush(
  store: CounterStore,
  intervalMs: number,
  onError: (err: unknown) => void,
): CounterFlush {
  let pending = new Map<number, number>();
  let inFlight = new Map<number, number>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function flushOnce() {
    inFlight = pending;
    pending = new Map();
    try {
      await store.addViews(inFlight);
    } catch (err) {
      // Kept for the next flush.
      for (const [id, n] of inFlight) pending.set(id, (pending.get(id) ?? 0) + n);
      throw err;
    } finally {
      inFlight = new Map();
    }
    await store.foldReactions();
  }

  function flush(): Promise<void> {
    // One flush at a time; a caller during a flush waits for it and then runs its own.
    const run = (running ?? Promise.resolve()).then(flushOnce);
    const tracked: Promise<void> = run
      .catch(() => undefined)
      .finally(() => {
        if (running === tracked) running = null;
      });
    running = tracked;
    return run;
  }

  return {
    addView(postId) {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
    },
    pendingViews(postId) {
      return (pending.get(postId) ?? 0) + (inFlight.get(postId) ?? 0);
    },
    flush,
    start() {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        flush().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

/**
 * One exact count after overlapping likes (decision 028, amended 2026-11-27): a like whose
 * statement ran alongside another like of the same post answered the count its own snapshot saw,
 * which may miss the other's change, and so may the message it published. `schedule(postId)`
 * reads the post's counts once more TRAILING_COUNT_MS later, after those likes committed, and
 * publishes them: every open tab ends on the exact count, a burst of likes costs at most one read
 * per post per TRAILING_COUNT_MS, and a like never waits for it.
 */
const TRAILING_COUNT_MS = 250;

export interface TrailingCounts {
  /** Publishes `postId`'s exact counts TRAILING_COUNT_MS from now (once, however often asked). */
  schedule(postId: number): void;
  /** Drops what is scheduled (the app is closing). */
  stop(): void;
}

export function trailingCounts(
  publishExact: (postId: number) => Promise<void>,
  onError: (err: unknown) => void,
  delayMs = TRAILING_COUNT_MS,
): TrailingCounts {
  const due = new Map<number, NodeJS.Timeout>();
  return {
    schedule(postId) {
      if (due.has(postId)) return;
      const timer = setTimeout(() => {
        // Removed first: a like committing after this read starts schedules the next one.
        due.delete(postId);
        publishExact(postId).catch(onError);
      }, delayMs);
      timer.unref();
      due.set(postId, timer);
    },
    stop() {
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
    },
  };
}

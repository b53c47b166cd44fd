/** SPEC.md §9: a viewer counts once per post per 5 minutes. */
const VIEW_WINDOW_MS = 5 * 60 * 1000;

export interface ViewCounter {
  /** True the first time `viewerKey` views `postId` within the window (and starts the window). */
  firstViewWithinWindow(postId: number, viewerKey: string): Promise<boolean>;
}

/** In process memory; Redis shares the windows between several servers. */
export function memoryViewCounter(
  now: () => number = Date.now,
  windowMs = VIEW_WINDOW_MS,
): ViewCounter {
  const seen = new Map<string, number>();
  let lastSweep = now();
  return {
    async firstViewWithinWindow(postId, viewerKey) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [key, until] of seen) if (until <= t) seen.delete(key);
        lastSweep = t;
      }
      const key = `${postId}:${viewerKey}`;
      const until = seen.get(key);
      if (until !== undefined && until > t) return false;
      seen.set(key, t + windowMs);
      return true;
    },
  };
}

/**
 * The time relative times ("3분 전") are counted from. A page the server rendered is hydrated at
 * the server's render time (main.tsx pins it from the page's embedded state), so that React finds
 * the same text as in the server's markup; the clock runs again once the page is live.
 */
let pinned: number | null = null;

export function currentTime(): Date {
  return new Date(pinned ?? Date.now());
}

/** Pins the clock at `time` (ms since the epoch), or lets it run again with null. */
export function pinClock(time: number | null): void {
  pinned = time;
}

/** Runs `render` with the clock pinned at `time`, then lets it run again. */
export function withClock<T>(time: number, render: () => T): T {
  const before = pinned;
  pinned = time;
  try {
    return render();
  } finally {
    pinned = before;
  }
}

/**
 * The password hashing queue. argon2 runs on libuv's thread pool (4 threads, shared with file
 * reads, DNS and compression) and costs about as much CPU as a core can give for tens of ms: 32
 * wrong passwords sent at once made the owner's correct sign-in wait behind all of them (3 s on
 * the 2-core machine, issue 50). Here at most `concurrency` hashes run at once, and waiting work
 * is taken by lane: `trusted` first (an address that signed in to that account before), then
 * `normal`, then `suspect` (an address with recent wrong passwords), each lane in arrival order.
 * A flood of guesses thus delays the guessers, never a member coming back from a known address.
 */
export type PasswordLane = 'trusted' | 'normal' | 'suspect';

const LANES: readonly PasswordLane[] = ['trusted', 'normal', 'suspect'];

export interface PasswordQueue {
  run<T>(lane: PasswordLane, work: () => Promise<T>): Promise<T>;
  /** Jobs waiting (not running) per lane, for tests and metrics. */
  waiting(): Record<PasswordLane, number>;
}

export function createPasswordQueue(concurrency: number): PasswordQueue {
  const queues: Record<PasswordLane, (() => void)[]> = { trusted: [], normal: [], suspect: [] };
  let running = 0;

  function next() {
    while (running < concurrency) {
      const lane = LANES.find((l) => queues[l].length > 0);
      if (!lane) return;
      running += 1;
      queues[lane].shift()!();
    }
  }

  return {
    run(lane, work) {
      return new Promise((resolve, reject) => {
        queues[lane].push(() => {
          work()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    waiting: () => ({
      trusted: queues.trusted.length,
      normal: queues.normal.length,
      suspect: queues.suspect.length,
    }),
  };
}

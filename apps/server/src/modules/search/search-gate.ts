import { searchMessages } from '@myeolgong/contract/search';
import { AppError } from '../../lib/errors';

/**
 * Bounded concurrency for searches: at most `concurrency` run at once, up to `queue` wait (each
 * at most `maxWaitMs`), the rest are refused at once. A burst of slow searches thus holds a few
 * database connections, never the whole pool the other routes need.
 */
export function searchGate(options: { concurrency: number; queue: number; maxWaitMs: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const busy = () =>
    new AppError(503, 'SERVICE_UNAVAILABLE', searchMessages.busy, undefined, {
      'retry-after': '1',
    });

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  async function acquire() {
    if (active < options.concurrency) {
      active++;
      return;
    }
    if (waiting.length >= options.queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(busy());
      }, options.maxWaitMs);
      waiting.push(entry);
    });
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Running and waiting searches (for tests and metrics). */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}

export type SearchGate = ReturnType<typeof searchGate>;

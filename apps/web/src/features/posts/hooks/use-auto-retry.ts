import { useEffect, useEffectEvent, useState } from 'react';

/** SPEC.md §4/§9: a board page retries by itself up to 3 times. */
const AUTO_RETRY_LIMIT = 3;
/** Wait after an error before retrying. */
const ERROR_RETRY_MS = 2_000;
/** Wait after an empty answer before asking again. */
const EMPTY_RETRY_MS = 1_500;

export type FeedState = 'loading' | 'loaded' | 'error' | 'empty';

/** The wait before the next automatic retry, or null when none is due. */
export function autoRetryDelay(state: FeedState, attempts: number): number | null {
  if (attempts >= AUTO_RETRY_LIMIT) return null;
  if (state === 'error') return ERROR_RETRY_MS;
  if (state === 'empty') return EMPTY_RETRY_MS;
  return null;
}

/**
 * Retries a feed after an error (2 s) or an empty answer (1.5 s), at most 3 times per mount; the
 * feed is remounted (new key) when its board, sort or range changes, which starts the count anew.
 */
export function useAutoRetry(state: FeedState, retry: () => void): number {
  const [attempts, setAttempts] = useState(0);
  const run = useEffectEvent(retry);

  useEffect(() => {
    const delay = autoRetryDelay(state, attempts);
    if (delay === null) return;
    const timer = setTimeout(() => {
      setAttempts((count) => count + 1);
      run();
    }, delay);
    return () => clearTimeout(timer);
  }, [state, attempts]);

  return attempts;
}

import { ApiError } from '../../../lib/http';

/** SPEC.md §9: board and post lists stay fresh for 2 minutes. */
export const BOARD_LIST_STALE_MS = 2 * 60_000;

/** SPEC.md §8 'Board fetch': a missing board (404, 409) fails at once; 5xx and network errors twice more. */
export function boardFetchRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

/** Waits 2 s before the first retry and 4 s before the second. */
export function boardFetchRetryDelay(failureCount: number): number {
  return 2_000 * 2 ** failureCount;
}

import { ApiError } from '../../../lib/http';

/** SPEC.md §7: a failed request is tried once more after 1 s. */
const UPLOAD_RETRY_DELAY_MS = 1_000;
const UPLOAD_RETRIES = 1;

/**
 * Failures worth another try: no answer at all, or the server's own trouble. A refusal (4xx: too
 * large, wrong type, signed out) would only fail again; a cancel is the user's choice.
 */
export function isRetryableUploadError(error: unknown, retryTimeouts: boolean): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.isTimeout) return retryTimeouts;
  return error.isNetwork || error.status >= 500;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt`, and again after the delay while its failure is retryable. */
export async function withUploadRetry<T>(
  attempt: () => Promise<T>,
  {
    retries = UPLOAD_RETRIES,
    delayMs = UPLOAD_RETRY_DELAY_MS,
    retryTimeouts = true,
    signal,
  }: { retries?: number; delayMs?: number; retryTimeouts?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= retries || !isRetryableUploadError(error, retryTimeouts)) throw error;
      await wait(delayMs, signal);
    }
  }
}

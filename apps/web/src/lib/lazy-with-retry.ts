import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { readSession, sessionKeys, writeSession } from './storage-keys';

/** Waits before the second and third try of a code download. */
const RETRY_DELAYS_MS = [300, 1_000] as const;
/** A second reload for a missing chunk within this time would be a loop: show the error instead. */
export const RELOAD_GUARD_MS = 30_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load` until it succeeds, at most three times with a short pause between tries. */
export async function retryImport<T>(
  load: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      // A dropped connection or a file replaced by a deploy: try again shortly.
      await wait(delay);
    }
  }
  return load();
}

/**
 * After the retries: reload the page once, since a deploy usually replaced the file and the new
 * page names the new one. A page that already reloaded for this within RELOAD_GUARD_MS rethrows
 * instead, so the error screen (app/routes/app-error.tsx) explains it with a retry button.
 */
export function reloadOnceOrThrow(error: unknown, now = Date.now()): Promise<never> {
  const last = Number(readSession(sessionKeys.chunkReloadAt) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return Promise.reject(error);
  writeSession(sessionKeys.chunkReloadAt, String(now));
  console.warn('[chunk] 코드를 불러오지 못해 페이지를 새로 고칩니다.', error);
  window.location.reload();
  // Nothing renders in between: the page is going away.
  return new Promise<never>(() => {});
}

/** A page part's code with retries, then one guarded reload (docs/architecture.md). */
export function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  return retryImport(load).catch(reloadOnceOrThrow);
}

/** React.lazy that survives a deploy or a dropped download: use it for every lazy component. */
// `any` as in React.lazy's own signature: the props are whatever the loaded component takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importOrReload(load));
}

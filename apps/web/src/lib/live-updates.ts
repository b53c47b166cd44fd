import { createStore, useStore } from './create-store';
import { storageKeys } from './storage-keys';

/**
 * The site's one 정지/재생 for content that changes by itself (KWCAG 2.2 2.2.2, the pause of
 * automatically changing content): while paused, the stock lists, prices and chips take no live
 * quotes and poll nothing, so nothing moves, flashes or is announced until the member plays them
 * again or reloads a list by hand. Kept in this browser (every tab follows it).
 */
function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKeys.livePaused) === 'true';
  } catch {
    return false;
  }
}

const paused = createStore(stored());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.livePaused) paused.set(event.newValue === 'true');
  });
}

export const isLivePaused = paused.get;

export function setLivePaused(next: boolean): void {
  paused.set(next);
  try {
    if (next) localStorage.setItem(storageKeys.livePaused, 'true');
    else localStorage.removeItem(storageKeys.livePaused);
  } catch {
    // Private mode: paused for this page only.
  }
}

export function useLivePaused(): boolean {
  return useStore(paused);
}

/** A polling interval that stops while live updates are paused (TanStack Query's refetchInterval). */
export const pausable = (ms: number) => () => (paused.get() ? false : ms);

import { isStockCode, STOCK_QUOTES_MAX_CODES } from '@myeolgong/contract/stocks';
import { createStore } from '../../../lib/create-store';
import { readLocal, storageKeys, writeLocal } from '../../../lib/storage-keys';

/** The watch list's quotes come in one call, which takes at most this many codes. */
export const WATCH_LIST_MAX = STOCK_QUOTES_MAX_CODES;

/** The stored watch list, ignoring anything that is not a list of stock codes. */
export function readWatchList(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(storageKeys.stockWatchList) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const codes = parsed.filter(
      (code): code is string => typeof code === 'string' && isStockCode(code),
    );
    return [...new Set(codes)].slice(0, WATCH_LIST_MAX);
  } catch {
    return [];
  }
}

/** The list as an observable value (codes in the order they were added). */
export const watchList = createStore<readonly string[]>(readWatchList());

function save(codes: readonly string[]): void {
  writeLocal(storageKeys.stockWatchList, JSON.stringify(codes));
  watchList.set(codes);
}

export type WatchToggleResult = 'added' | 'removed' | 'full';

/** Adds the code at the end of the list, or removes it when it is already there. */
export function toggleWatched(code: string): WatchToggleResult {
  const codes = watchList.get();
  if (codes.includes(code)) {
    save(codes.filter((each) => each !== code));
    return 'removed';
  }
  if (codes.length >= WATCH_LIST_MAX) return 'full';
  save([...codes, code]);
  return 'added';
}

/** Another tab changed the list, or a test reset storage: follow what is stored. */
export function syncWatchList(): void {
  watchList.set(readWatchList());
}

/** Empties the list kept in this browser (after it moved into the account). */
export function clearWatchList(): void {
  save([]);
}

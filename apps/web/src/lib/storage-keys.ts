/** Every browser-storage key the app uses (SPEC.md §3 'Local keys'), in one place. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  darkMode: 'darkMode',
  sidebarOpen: 'sidebarOpen',
  /** 'true' once the Pretendard files the site needs are in the browser's cache (app/deferred-fonts.ts). */
  fontsReady: 'fontsReady',
  likedPosts: 'likedPosts',
  likedComments: 'likedComments',
  viewedPosts: 'viewedPosts',
  /** Comment likes the server did not take, replayed when the browser is back online. */
  failedLikeRequests: 'failed_like_requests',
  /** 'true' while the last user refresh could not reach the server (SPEC.md §4). */
  offlineMode: 'offline_mode',
  /** Stock codes on the dashboard's local watch list, in the order they were added. */
  stockWatchList: 'stockWatchList',
  /** 'table' when the reader lists board posts as a numbered table instead of cards. */
  postListLayout: 'postListLayout',
  /**
   * 임시저장: the draft the server could not take (offline, or the 20-draft limit), one per member:
   * the key is this prefix, ':' and the member's id (draftOnDeviceKey). Cleared on sign-out.
   */
  draftOnDevice: 'draftOnDevice',
  /** 'true' while the member has paused the live stock lists and tickers (lib/live-updates.ts). */
  livePaused: 'livePaused',
} as const;

/** The device copy of a member's draft (storageKeys.draftOnDevice). */
export function draftOnDeviceKey(userId: number): string {
  return `${storageKeys.draftOnDevice}:${userId}`;
}

/** Session-storage keys. */
export const sessionKeys = {
  isFirstLogin: 'isFirstLogin',
  /** When the page last reloaded because a code chunk would not load (lib/lazy-with-retry.ts). */
  chunkReloadAt: 'chunkReloadAt',
} as const;

/** Storage can throw (private mode, blocked cookies); the app then behaves as a fresh visit. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

/** Removes every local key that is `prefix` or starts with `prefix:` (per-member keys). */
export function removeLocalFamily(prefix: string): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && (key === prefix || key.startsWith(`${prefix}:`))) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // As above.
  }
}

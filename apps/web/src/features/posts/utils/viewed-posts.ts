import { readLocal, storageKeys, writeLocal } from '../../../lib/storage-keys';

/** SPEC.md §9: a browser counts a post at most once every 5 minutes. */
export const VIEW_WINDOW_MS = 5 * 60_000;

/** SPEC.md §4: the view is counted 2 s after the post has loaded. */
export const VIEW_DELAY_MS = 2_000;

type ViewedPosts = Record<string, number>;

function readViewed(): ViewedPosts {
  try {
    const parsed: unknown = JSON.parse(readLocal(storageKeys.viewedPosts) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ViewedPosts) : {};
  } catch {
    return {};
  }
}

/** True when this browser has not counted `postId` within the last 5 minutes. */
export function shouldCountView(postId: number, now: number = Date.now()): boolean {
  if (!Number.isSafeInteger(postId) || postId <= 0) return false;
  const last = readViewed()[String(postId)];
  return typeof last !== 'number' || now - last >= VIEW_WINDOW_MS;
}

/** Remembers the view in localStorage viewedPosts, dropping entries older than the window. */
export function markViewed(postId: number, now: number = Date.now()): void {
  const kept: ViewedPosts = {};
  for (const [id, at] of Object.entries(readViewed())) {
    if (typeof at === 'number' && now - at < VIEW_WINDOW_MS) kept[id] = at;
  }
  kept[String(postId)] = now;
  writeLocal(storageKeys.viewedPosts, JSON.stringify(kept));
}

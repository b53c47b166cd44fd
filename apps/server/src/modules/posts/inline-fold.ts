/**
 * While other likes of the same post are in flight in this process, a like folds the post's row
 * only if no fold of it ran in the last INLINE_FOLD_GAP_MS (decision 028): a hot post's row
 * follows its likes a few times a second instead of once per like; a like on its own always
 * folds, so a quiet post's row is current at once.
 */
const INLINE_FOLD_GAP_MS = 250;
const inlineFolds = new Map<number, number>();
const likesInFlight = new Map<number, number>();

/** Whether a like of `postId` should fold its post now; remembers that it does. */
export function inlineFoldDue(postId: number): boolean {
  const at = Date.now();
  const last = inlineFolds.get(postId);
  const alone = (likesInFlight.get(postId) ?? 0) <= 1;
  if (!alone && last !== undefined && at - last < INLINE_FOLD_GAP_MS) return false;
  // Bounded: forget every post once in a while (the next like of each simply folds).
  if (inlineFolds.size >= 10_000) inlineFolds.clear();
  inlineFolds.set(postId, at);
  return true;
}

/** Runs one like of `postId`, counted among the likes of the post in flight. */
export async function countedLike<T>(postId: number, like: () => Promise<T>): Promise<T> {
  likesInFlight.set(postId, (likesInFlight.get(postId) ?? 0) + 1);
  try {
    return await like();
  } finally {
    const left = (likesInFlight.get(postId) ?? 1) - 1;
    if (left > 0) likesInFlight.set(postId, left);
    else likesInFlight.delete(postId);
  }
}

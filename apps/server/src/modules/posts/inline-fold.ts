/**
 * When a batch of likes (like-batch.ts) folds its posts' rows (decision 028): a like written on
 * its own always folds, so a quiet post's row is current at once; otherwise a post's row is folded
 * only if no fold of it ran in the last INLINE_FOLD_GAP_MS, so a hot post's row follows its likes
 * a few times a second instead of once per batch, and the periodic fold catches up.
 */
const INLINE_FOLD_GAP_MS = 250;
const inlineFolds = new Map<number, number>();

/** Whether a batch's likes of `postId` should fold its post now; remembers that they do. */
export function inlineFoldDue(postId: number, alone: boolean): boolean {
  const at = Date.now();
  const last = inlineFolds.get(postId);
  if (!alone && last !== undefined && at - last < INLINE_FOLD_GAP_MS) return false;
  // Bounded: forget every post once in a while (the next like of each simply folds).
  if (inlineFolds.size >= 10_000) inlineFolds.clear();
  inlineFolds.set(postId, at);
  return true;
}

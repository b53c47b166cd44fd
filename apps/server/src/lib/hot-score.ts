/** Reddit's epoch for the hot score (8 December 2005, 07:46:43 UTC), in seconds. */
export const HOT_SCORE_EPOCH_SECONDS = 1_134_028_003;

/** Seconds of age worth one order of magnitude of likes: 12.5 hours. */
const HOT_SCORE_SECONDS_PER_ORDER = 45_000;

/**
 * Reddit's hot score (DESIGN.md 'Data'): sign(s)·log10(max(|s|, 1)) + (created − epoch) / 45000,
 * with s the like count. It never decays, so it is stored and indexed and changes only when the
 * likes change: ten times the likes equal 12.5 hours of freshness.
 */
export function hotScore(likes: number, createdAt: Date): number {
  const order = Math.log10(Math.max(Math.abs(likes), 1));
  const sign = Math.sign(likes);
  const seconds = createdAt.getTime() / 1000 - HOT_SCORE_EPOCH_SECONDS;
  return sign * order + seconds / HOT_SCORE_SECONDS_PER_ORDER;
}

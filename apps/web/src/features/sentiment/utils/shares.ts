import type { SentimentCounts, Stance } from '@myeolgong/contract/sentiment';

const key = { BUY: 'buy', SELL: 'sell', HOLD: 'hold' } as const satisfies Record<
  Stance,
  keyof SentimentCounts
>;

/** Today's counts after the member's stance moved from `from` to `to` (null: none). */
export function moveStance(
  counts: SentimentCounts,
  from: Stance | null,
  to: Stance | null,
): SentimentCounts {
  if (from === to) return counts;
  const next = { ...counts };
  if (from) next[key[from]] = Math.max(0, next[key[from]] - 1);
  if (to) next[key[to]] += 1;
  return next;
}

/**
 * Whole percentages of buy, sell and hold that add up to 100 (largest remainders), or all 0 when
 * nobody chose.
 */
export function sharesOf(counts: SentimentCounts): SentimentCounts {
  const total = counts.buy + counts.sell + counts.hold;
  if (total === 0) return { buy: 0, sell: 0, hold: 0 };
  const keys = ['buy', 'sell', 'hold'] as const;
  const exact = keys.map((k) => (counts[k] * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = keys
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - floors[b]! - (exact[a]! - floors[a]!));
  for (const i of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return { buy: floors[0]!, sell: floors[1]!, hold: floors[2]! };
}

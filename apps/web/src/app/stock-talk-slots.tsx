import type { ReactNode } from 'react';
import { StockDiscussionContext } from '../features/stocks/discussion-slot';
import { StockChipContext } from '../lib/rich-text/stock-chip-context';
import { lazyWithRetry } from '../lib/lazy-with-retry';

// Loaded on first use: a page whose posts mention no stock downloads neither.
const StockChip = lazyWithRetry(() =>
  import('../features/stocks/components/stock-chip').then((m) => ({ default: m.StockChip })),
);
const StockDiscussion = lazyWithRetry(() =>
  import('../features/posts/components/stock-discussion').then((m) => ({
    default: m.StockDiscussion,
  })),
);

/**
 * Where issue 27's features meet: `$종목` chips (features/stocks) inside post and comment text
 * (features/posts, features/comments), and 종목토론 (features/posts) inside the stock modal.
 */
export function StockTalkSlots({ children }: { children: ReactNode }) {
  return (
    <StockChipContext value={StockChip}>
      <StockDiscussionContext value={StockDiscussion}>{children}</StockDiscussionContext>
    </StockChipContext>
  );
}

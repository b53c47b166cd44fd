import { type ComponentType, type ReactNode, Suspense } from 'react';
import { StockDiscussionContext } from '../features/stocks/discussion-slot';
import type { StockChipProps } from '../lib/rich-text/stock-chip-context';
import { StockChipContext } from '../lib/rich-text/stock-chip-context';
import { importOrReload, lazyWithRetry } from '../lib/lazy-with-retry';
import { type PickerField, StockPickerContext } from '../lib/mentions/stock-picker-context';

const loadChip = () =>
  import('../features/stocks/components/stock-chip').then((m) => ({ default: m.StockChip }));
// Loaded on first use: a page whose posts mention no stock downloads neither.
const LazyStockChip = lazyWithRetry(loadChip);
const StockDiscussion = lazyWithRetry(() =>
  import('../features/posts/components/stock-discussion').then((m) => ({
    default: m.StockDiscussion,
  })),
);

const StockMentionSuggest = lazyWithRetry(() =>
  import('../features/stocks/components/stock-mention-suggest').then((m) => ({
    default: m.StockMentionSuggest,
  })),
);

/** The post editor's `$종목` suggestions under a comment box, loaded with the first box. */
function commentStockPicker(field: PickerField) {
  return (
    <Suspense fallback={null}>
      <StockMentionSuggest fieldId={field.id} value={field.value} onPick={field.onChange} />
    </Suspense>
  );
}

/** The chip's code once preloadStockChip brought it: rendered directly, never suspending. */
let loadedChip: ComponentType<StockChipProps> | null = null;

/**
 * Fetches the chip's code ahead of its first render. The server's renderer calls it when it
 * loads, so every server-rendered page draws its chips (not only those rendered after some
 * earlier page happened to load the lazy chip); main.tsx awaits it before the first render when
 * the server's page shows chips, so the live page takes them over as chips instead of turning
 * them back into text for a moment while the lazy chip loads.
 */
export function preloadStockChip(): Promise<void> {
  return importOrReload(loadChip).then(({ default: chip }) => {
    loadedChip = chip;
  });
}

/**
 * Where issue 27's features meet: `$종목` chips (features/stocks) inside post and comment text
 * (features/posts, features/comments), the editor's `$` suggestions under comment boxes, and
 * 종목토론 (features/posts) inside the stock modal.
 */
export function StockTalkSlots({ children }: { children: ReactNode }) {
  // Set before the first render or not at all in a browser (main.tsx), so a mounted chip's
  // component does not change under it.
  const Chip = loadedChip ?? LazyStockChip;
  return (
    <StockChipContext value={Chip}>
      <StockPickerContext value={commentStockPicker}>
        <StockDiscussionContext value={StockDiscussion}>{children}</StockDiscussionContext>
      </StockPickerContext>
    </StockChipContext>
  );
}

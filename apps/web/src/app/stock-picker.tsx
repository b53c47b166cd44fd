import { Suspense } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';

// Downloaded with the editor's first render but not part of its first download: the 종목 넣기
// button and the suggestions (their formatting and search) come a moment after the form.
const StockMentionSuggest = lazyWithRetry(() =>
  import('../features/stocks/components/stock-mention-suggest').then((m) => ({
    default: m.StockMentionSuggest,
  })),
);

/** The 종목 넣기 row's height while its code downloads, so the form below does not move. */
const reserved = <div aria-hidden="true" className="mt-1 h-[26px]" />;

/** The post editor's `$종목` picker (features/stocks) under its content field (features/posts). */
export function stockPicker(field: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Suspense fallback={reserved}>
      <StockMentionSuggest fieldId={field.id} value={field.value} onPick={field.onChange} />
    </Suspense>
  );
}

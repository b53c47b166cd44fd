import { type ComponentProps, Suspense } from 'react';
import { LoadingRegion, Skeleton } from '../components/ui/skeleton';
import * as ko from '../lib/i18n/ko';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/**
 * The table view (목록형) of /all and /boards/{name}, downloaded when a reader picks it: card
 * readers, most of them, never load it, which keeps those pages' first visit within the initial
 * JavaScript budget (DESIGN.md 'Budgets', e2e/js-budget.spec.ts).
 */
const PostTable = lazyWithRetry(() =>
  import('../features/posts/components/post-table').then((m) => ({ default: m.PostTable })),
);

export function LazyPostTable(props: ComponentProps<typeof PostTable>) {
  return (
    <Suspense
      fallback={
        <LoadingRegion label={ko.common.loading} className="space-y-2 py-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </LoadingRegion>
      }
    >
      <PostTable {...props} />
    </Suspense>
  );
}

import type { Paged } from '@myeolgong/contract/paging';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import * as ko from '../../../lib/i18n/ko';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  label: string;
  empty: string;
  icon: ReactNode;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** A profile tab's list: skeletons, error with retry, empty state, items and a '더 보기' button. */
export function PagedList<T>({
  query,
  label,
  empty,
  icon,
  itemKey,
  renderItem,
}: PagedListProps<T>) {
  if (query.isPending) {
    return (
      <LoadingRegion label={ko.common.loading} className="space-y-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="space-y-2.5 rounded-xl border border-line bg-surface p-4">
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3.5 w-24" />
          </div>
        ))}
      </LoadingRegion>
    );
  }
  // A failed next page keeps the pages already shown; only a failed first page replaces the list.
  if (!query.data) {
    return (
      <ErrorBlock
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.content ?? []);
  if (items.length === 0) return <EmptyState icon={icon} title={empty} />;

  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="rounded-xl border border-line bg-surface p-4">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          className="w-full"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
        >
          {query.isFetchingNextPage ? ko.common.loading : ko.profile.loadMore}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-danger">
          {errorMessage(query.error)}
        </p>
      )}
    </div>
  );
}

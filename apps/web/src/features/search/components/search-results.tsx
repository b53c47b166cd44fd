import { parseSearchQuery } from '@myeolgong/contract/search-query';
import { LoaderCircle, RotateCw, Search } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { ApiError } from '../../../lib/http';
import { useSearchPosts, type SearchOptions } from '../api/search-posts';
import { SearchOptionsBar, type SearchChoices } from './search-options';
import { SearchResultCard } from './search-result-card';

interface SearchResultsProps {
  options: SearchOptions;
  /** A new scope, sort or period was picked (the page keeps them in the URL). */
  onChoicesChange: (choices: SearchChoices) => void;
}

/**
 * SPEC.md §2/§4: heading with the query, a spinner while searching, results with a 더 보기 button
 * that stops at the last page, the empty and no-query messages. Keyed by query: a new one restarts.
 */
export function SearchResults({ options, onChoicesChange }: SearchResultsProps) {
  const { query } = options;
  const search = useSearchPosts(options);
  const terms = useMemo(() => parseSearchQuery(query).required, [query]);

  if (!query) {
    return (
      <div className="space-y-5">
        <PageHeader title={ko.search.title} />
        <EmptyState
          icon={<Search />}
          title={ko.search.enterQuery}
          description={ko.search.enterQueryHint}
        />
      </div>
    );
  }

  const posts = search.data?.pages.flatMap((page) => page.content) ?? [];
  const first = search.data?.pages[0];
  const count =
    first === undefined
      ? undefined
      : !first.totalExact && first.totalElements > 1000
        ? ko.search.resultCountOver
        : ko.search.resultCount(formatNumber(first.totalElements));

  return (
    <div className="space-y-5">
      <PageHeader
        title={ko.search.heading(query)}
        description={count !== undefined && posts.length > 0 ? count : undefined}
      />
      <SearchOptionsBar value={options} onChange={onChoicesChange} />
      <p className="text-xs text-fg-muted">{ko.search.queryHint}</p>
      {search.isPending ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-12 text-sm text-fg-muted"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {ko.search.searching}
        </p>
      ) : !search.data ? (
        <SearchError
          message={
            search.error instanceof ApiError && search.error.status === 400
              ? search.error.message
              : undefined
          }
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<Search />}
          title={ko.search.noResults}
          description={ko.search.noResultsHint}
        />
      ) : (
        <section aria-label={ko.search.resultsLabel} className="space-y-3">
          <ul className="space-y-3">
            {posts.map((post, index) => (
              <li key={post?.id ?? `missing-${index}`}>
                <SearchResultCard result={post} terms={terms} />
              </li>
            ))}
          </ul>
          {search.isFetchNextPageError && (
            <SearchError onRetry={() => void search.fetchNextPage()} retrying={false} />
          )}
          {search.hasNextPage && !search.isFetchNextPageError && (
            <Button
              className="w-full"
              onClick={() => void search.fetchNextPage()}
              disabled={search.isFetchingNextPage}
              aria-busy={search.isFetchingNextPage || undefined}
            >
              {search.isFetchingNextPage ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {ko.search.searching}
                </>
              ) : (
                ko.search.loadMore
              )}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

function SearchError({
  message,
  onRetry,
  retrying,
}: {
  /** The server's own Korean message, for a query it cannot search. */
  message?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-8 text-center text-sm"
    >
      <p className="text-fg-muted">{message ?? ko.search.error}</p>
      {message === undefined && (
        <Button size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          {ko.common.retry}
        </Button>
      )}
    </div>
  );
}

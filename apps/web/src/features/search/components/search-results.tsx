import type { Post } from '@myeolgong/contract/posts';
import { LoaderCircle, RotateCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useSearchPosts } from '../api/search-posts';

interface SearchResultsProps {
  query: string;
  /** How one result looks (the posts feature's card, given by the page). */
  renderPost: (post: Post) => ReactNode;
}

/**
 * SPEC.md §2/§4: heading with the query, a spinner while searching, results with a 더 보기 button
 * that stops at the last page, the empty and no-query messages. Keyed by query: a new one restarts.
 */
export function SearchResults({ query, renderPost }: SearchResultsProps) {
  const search = useSearchPosts(query);

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
  const total = search.data?.pages[0]?.totalElements;

  return (
    <div className="space-y-5">
      <PageHeader
        title={ko.search.heading(query)}
        description={
          total !== undefined && posts.length > 0
            ? ko.search.resultCount(formatNumber(total))
            : undefined
        }
      />
      {search.isPending ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-12 text-sm text-fg-muted"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {ko.search.searching}
        </p>
      ) : !search.data ? (
        <SearchError onRetry={() => void search.refetch()} retrying={search.isFetching} />
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
              <li key={post?.id ?? `missing-${index}`}>{renderPost(post)}</li>
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

function SearchError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-8 text-center text-sm"
    >
      <p className="text-fg-muted">{ko.search.error}</p>
      <Button size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="size-4" />
        {ko.common.retry}
      </Button>
    </div>
  );
}

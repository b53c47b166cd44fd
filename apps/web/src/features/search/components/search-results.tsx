import { Search } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../lib/i18n/ko';

export function SearchResults({ query }: { query: string }) {
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
  return (
    <div className="space-y-5">
      <PageHeader title={ko.search.heading(query)} />
      <section aria-label={ko.posts.listLabel}>
        <EmptyState
          icon={<Search />}
          title={ko.search.noResults}
          description={ko.search.noResultsHint}
        />
      </section>
    </div>
  );
}

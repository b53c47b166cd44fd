import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { SearchResults } from '../../features/search/components/search-results';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <FeedColumn>
      <SearchResults key={query} query={query} />
    </FeedColumn>
  );
}

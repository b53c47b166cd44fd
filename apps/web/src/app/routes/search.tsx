import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { PostCard } from '../../features/posts/components/post-card';
import { SearchResults } from '../../features/search/components/search-results';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <FeedColumn>
      <SearchResults
        key={query}
        query={query}
        renderPost={(post) => <PostCard post={post} timeStyle="list" />}
      />
    </FeedColumn>
  );
}

import {
  SearchPeriod,
  SearchScope,
  SearchSort,
  type SearchPeriod as Period,
  type SearchScope as Scope,
  type SearchSort as Sort,
} from '@myeolgong/contract/search';
import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { SearchResults } from '../../features/search/components/search-results';
import type { SearchChoices } from '../../features/search/components/search-options';

const DEFAULTS = { scope: 'all', sort: 'recent', period: 'all' } as const;

/** /search?q=…&scope=…&sort=…&period=…: every option lives in the URL (back button, shared links). */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const scope: Scope = SearchScope.catch(DEFAULTS.scope).parse(params.get('scope') ?? undefined);
  const sort: Sort = SearchSort.catch(DEFAULTS.sort).parse(params.get('sort') ?? undefined);
  const period: Period = SearchPeriod.catch(DEFAULTS.period).parse(
    params.get('period') ?? undefined,
  );

  const choose = (next: SearchChoices) => {
    const url = new URLSearchParams({ q: query });
    for (const key of ['scope', 'sort', 'period'] as const) {
      if (next[key] !== DEFAULTS[key]) url.set(key, next[key]);
    }
    setParams(url);
  };

  return (
    <FeedColumn>
      <SearchResults
        key={`${query}|${scope}|${sort}|${period}`}
        options={{ query, scope, sort, period }}
        onChoicesChange={choose}
      />
    </FeedColumn>
  );
}

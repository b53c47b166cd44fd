import {
  searchPeriods,
  searchScopes,
  searchSorts,
  type SearchPeriod as Period,
  type SearchScope as Scope,
  type SearchSort as Sort,
} from '@myeolgong/contract/search-options';
import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { SearchResults } from '../../features/search/components/search-results';
import type { SearchChoices } from '../../features/search/components/search-options';

const DEFAULTS = { scope: 'all', sort: 'recent', period: 'all' } as const;

/**
 * `value` when it is one of `options`, else `fallback`. Plain lists, not the contract's zod
 * schemas: building a zod object schema in the browser runs zod's eval probe, which the CSP
 * reports as a blocked script on every page sharing the chunk.
 */
function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** /search?q=…&scope=…&sort=…&period=…: every option lives in the URL (back button, shared links). */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const scope: Scope = oneOf(searchScopes, params.get('scope'), DEFAULTS.scope);
  const sort: Sort = oneOf(searchSorts, params.get('sort'), DEFAULTS.sort);
  const period: Period = oneOf(searchPeriods, params.get('period'), DEFAULTS.period);

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

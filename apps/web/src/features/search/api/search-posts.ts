import { postsSearch } from '@myeolgong/contract/endpoints/posts';
import type { SearchPage, SearchPeriod, SearchScope, SearchSort } from '@myeolgong/contract/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** SPEC.md §9: search results come 20 at a time. */
const SEARCH_PAGE_SIZE = 20;

/** SPEC.md §9: result lists stay fresh for 2 minutes. */
const SEARCH_STALE_MS = 2 * 60_000;

/** Everything a search page asks for besides the page number; kept in the URL. */
export interface SearchOptions {
  query: string;
  scope: SearchScope;
  sort: SearchSort;
  period: SearchPeriod;
}

/** The envelope {success, message, data} of SPEC.md §3 is accepted as well as the bare page. */
function unwrap(body: SearchPage | { data?: SearchPage }): SearchPage {
  const page = 'content' in body ? body : body.data;
  return {
    content: page?.content ?? [],
    totalElements: page?.totalElements ?? 0,
    totalExact: page?.totalExact ?? true,
    last: page?.last ?? true,
    number: page?.number ?? 0,
    size: page?.size ?? SEARCH_PAGE_SIZE,
    totalPages: page?.totalPages ?? 0,
    empty: page?.empty ?? true,
  };
}

async function searchPosts(
  options: SearchOptions,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const { query, scope, sort, period } = options;
  const body = await call(postsSearch, {
    query: { query, scope, sort, period, page, size: SEARCH_PAGE_SIZE },
    signal,
  });
  return unwrap(body);
}

/** The next 0-based page, or undefined once the server says this page was the last. */
function nextSearchPage(page: SearchPage): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.number + 1;
}

function searchPostsQueryOptions(options: SearchOptions) {
  return infiniteQueryOptions({
    queryKey: ['search', 'posts', options.query, options.scope, options.sort, options.period],
    queryFn: ({ pageParam, signal }) => searchPosts(options, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSearchPage,
    staleTime: SEARCH_STALE_MS,
  });
}

export function useSearchPosts(options: SearchOptions) {
  return useInfiniteQuery({ ...searchPostsQueryOptions(options), enabled: options.query !== '' });
}

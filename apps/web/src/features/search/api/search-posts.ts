import type { Paged } from '@myeolgong/contract/paging';
import type { Post } from '@myeolgong/contract/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** SPEC.md §9: search results come 20 at a time. */
export const SEARCH_PAGE_SIZE = 20;

/** SPEC.md §9: result lists stay fresh for 2 minutes. */
const SEARCH_STALE_MS = 2 * 60_000;

export type SearchPage = Paged<Post>;

/** The envelope {success, message, data} of SPEC.md §3 is accepted as well as the bare page. */
function unwrap(body: SearchPage | { data?: SearchPage }): SearchPage {
  const page = 'content' in body ? body : body.data;
  return {
    content: page?.content ?? [],
    totalElements: page?.totalElements ?? 0,
    last: page?.last ?? true,
    number: page?.number ?? 0,
    size: page?.size ?? SEARCH_PAGE_SIZE,
    totalPages: page?.totalPages ?? 0,
    empty: page?.empty ?? true,
  };
}

export async function searchPosts(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const body = await api.get<SearchPage | { data?: SearchPage }>('/api/posts/search', {
    query: { query, page, size: SEARCH_PAGE_SIZE },
    signal,
  });
  return unwrap(body);
}

/** The next 0-based page, or undefined once the server says this page was the last. */
export function nextSearchPage(page: SearchPage): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.number + 1;
}

export function searchPostsQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: ['search', 'posts', query],
    queryFn: ({ pageParam, signal }) => searchPosts(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSearchPage,
    staleTime: SEARCH_STALE_MS,
  });
}

export function useSearchPosts(query: string) {
  return useInfiniteQuery({ ...searchPostsQueryOptions(query), enabled: query !== '' });
}

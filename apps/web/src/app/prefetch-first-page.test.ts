import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { boardPostsQueryOptions } from '../features/posts/api/get-board-posts';
import { postQueryKey } from '../features/posts/api/get-post';
import { prefetchFirstPage } from './prefetch-first-page';

function spyClient() {
  const client = new QueryClient();
  const infinite = vi.spyOn(client, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  const single = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const keys = () => [
    ...infinite.mock.calls.map(([options]) => options.queryKey),
    ...single.mock.calls.map(([options]) => options.queryKey),
  ];
  return { client, keys };
}

describe('prefetchFirstPage', () => {
  it('asks for the feed a board page shows, in the sort of its address', () => {
    const cases: [string, string, unknown][] = [
      ['/all', '', boardPostsQueryOptions('all', 'new').queryKey],
      ['/boards/all', '?sort=hot', boardPostsQueryOptions('all', 'hot').queryKey],
      ['/boards/ALL', '', boardPostsQueryOptions('all', 'new').queryKey],
      ['/boards/Free', '?sort=bogus', boardPostsQueryOptions('free', 'new').queryKey],
    ];
    for (const [pathname, search, key] of cases) {
      const { client, keys } = spyClient();
      prefetchFirstPage(client, { pathname, search });
      expect(keys(), pathname + search).toEqual([key]);
    }
  });

  it('asks for the post of a post page', () => {
    const { client, keys } = spyClient();
    prefetchFirstPage(client, { pathname: '/post/12', search: '' });
    expect(keys()).toEqual([postQueryKey(12)]);
  });

  it('asks for nothing on other pages or with an invalid post id', () => {
    for (const pathname of ['/home', '/boards/popular', '/post/abc', '/post/0', '/stock', '/']) {
      const { client, keys } = spyClient();
      prefetchFirstPage(client, { pathname, search: '' });
      expect(keys(), pathname).toEqual([]);
    }
  });
});

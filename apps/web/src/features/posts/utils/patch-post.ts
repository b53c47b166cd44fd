import type { Post, PostPage } from '@myeolgong/contract/posts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { postsQueryKey } from '../api/posts-query-key';

type PostCache = Post | PostPage | InfiniteData<PostPage> | undefined;

function isInfinite(data: object): data is InfiniteData<PostPage> {
  return 'pages' in data && Array.isArray((data as InfiniteData<PostPage>).pages);
}

function isPage(data: object): data is PostPage {
  return 'content' in data && Array.isArray((data as PostPage).content);
}

function patchList(content: Post[], postId: number, updates: Partial<Post>): Post[] {
  return content.some((post) => post?.id === postId)
    ? content.map((post) => (post?.id === postId ? { ...post, ...updates } : post))
    : content;
}

/** Applies `updates` to the post `postId` wherever it sits in a cached post, page or feed. */
function patchPostCache<T extends PostCache>(data: T, postId: number, updates: Partial<Post>): T {
  if (!data || typeof data !== 'object') return data;
  if (isInfinite(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const content = patchList(page.content ?? [], postId, updates);
      if (content === page.content) return page;
      changed = true;
      return { ...page, content };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (isPage(data)) {
    const content = patchList(data.content, postId, updates);
    return (content === data.content ? data : { ...data, content }) as T;
  }
  return ((data as Post).id === postId ? { ...data, ...updates } : data) as T;
}

/** Patches every cached copy of a post; returns what was there, to put back after a failure. */
export function patchPostEverywhere(
  client: QueryClient,
  postId: number,
  updates: Partial<Post>,
): [QueryKey, unknown][] {
  const snapshot = client.getQueriesData({ queryKey: postsQueryKey });
  client.setQueriesData<PostCache>({ queryKey: postsQueryKey }, (data) =>
    patchPostCache(data, postId, updates),
  );
  return snapshot;
}

export function restoreSnapshot(client: QueryClient, snapshot: [QueryKey, unknown][] = []): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Removes a deleted post from every cached feed page. */
export function removePostFromFeeds<T extends PostCache>(data: T, postId: number): T {
  if (!data || typeof data !== 'object') return data;
  if (isInfinite(data)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        content: (page.content ?? []).filter((post) => post?.id !== postId),
      })),
    } as T;
  }
  if (isPage(data)) {
    return { ...data, content: data.content.filter((post) => post?.id !== postId) } as T;
  }
  return data;
}

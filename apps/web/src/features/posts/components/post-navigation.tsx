import type { Post } from '@myeolgong/contract/posts';
import { ChevronDown, ChevronUp, List } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import * as ko from '../../../lib/i18n/ko';
import { useNeighbors } from '../api/get-neighbors';
import { boardPathOf } from '../utils/post-fields';
import { LIST_AROUND_SHOWN, ListAroundPlaceholder, rowsOnPage } from './list-around-placeholder';
import type { ListOrigin } from './post-table';

// Shown once the list page's own answer is in, never in the server's first screen (which fetches
// two rounds: the post, then its neighbours): its code downloads from the first render on, beside
// the neighbours and that answer, and until both are in a placeholder of its height keeps its
// place (in the server's first screen too), so the comments below it are not pushed down.
const loadListAround = () => import('./post-list-around');
const PostListAround = lazyWithRetry(() =>
  loadListAround().then((module) => ({ default: module.PostListAround })),
);

/** The list page the reader came from (the table view's link carries it), if any. */
function listOriginOf(state: unknown): string | null {
  const from = (state as Partial<ListOrigin> | null)?.listFrom;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * Under a post, as Korean boards have it: 목록 (back to the board), the posts listed just above
 * (이전글, newer) and below (다음글, older) this one on its board, and the board's list around it.
 */
export function PostNavigation({
  post,
  boardPostCount,
}: {
  post: Post;
  /** The post's board's count of posts, if known (the shell's list of boards). */
  boardPostCount?: number;
}) {
  const neighbors = useNeighbors(post.id).data;
  useEffect(() => {
    loadListAround().catch(() => undefined);
  }, []);
  const listFrom = listOriginOf(useLocation().state);
  // 이전글/다음글 pass the origin on, so 목록 still returns to the same list page.
  const origin = listFrom ? ({ listFrom } satisfies ListOrigin) : undefined;
  // The board's list around the post: the page it came from, else the page of its board's
  // newest-first list that holds it (the server counts it; none deeper than page 10).
  const aroundFrom =
    listFrom ?? (neighbors?.page ? `${boardPathOf(post)}?page=${neighbors.page}` : null);
  // The board's count says how many rows that page has; a page the reader came from is usually
  // still in the cache.
  const placeholder = (
    <ListAroundPlaceholder
      rows={listFrom ? undefined : rowsOnPage(boardPostCount, neighbors?.page ?? 1)}
    />
  );
  const row = (
    label: string,
    icon: React.ReactNode,
    target: Post | null | undefined,
    none: string,
  ) => (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      <span className="inline-flex w-16 shrink-0 items-center gap-1 font-medium text-fg-muted">
        {icon}
        {label}
      </span>
      {target ? (
        <Link
          to={`/post/${target.id}`}
          state={origin}
          className="min-w-0 flex-1 truncate text-fg hover:text-brand hover:underline"
        >
          {target.category && <span className="text-fg-muted">[{target.category}] </span>}
          {target.title}
        </Link>
      ) : (
        <span className="min-w-0 flex-1 truncate text-fg-muted">
          {neighbors ? none : ko.common.loading}
        </span>
      )}
    </li>
  );
  return (
    <>
      <nav aria-label={ko.conventions.neighborsLabel} className="space-y-2">
        <div className="flex justify-end">
          <Link
            to={listFrom ?? boardPathOf(post)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
          >
            <List aria-hidden="true" className="size-4" />
            {ko.conventions.toList}
          </Link>
        </div>
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
          {row(
            ko.conventions.previous,
            <ChevronUp aria-hidden="true" className="size-4" />,
            neighbors?.previous,
            ko.conventions.noPrevious,
          )}
          {row(
            ko.conventions.next,
            <ChevronDown aria-hidden="true" className="size-4" />,
            neighbors?.next,
            ko.conventions.noNext,
          )}
        </ul>
      </nav>
      {aroundFrom && (
        <Suspense fallback={LIST_AROUND_SHOWN.test(aroundFrom) ? placeholder : null}>
          <PostListAround listFrom={aroundFrom} currentId={post.id} placeholder={placeholder} />
        </Suspense>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatCount, formatTableTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { boardPageQueryOptions } from '../api/get-board-page';
import { parseFeedSort } from '../utils/feed-sort';
import { authorNameOf } from '../utils/post-fields';
import type { ListOrigin } from './post-table';

/** The board list an address of the table view shows: board, sort, 말머리 and 0-based page. */
export function parseListOrigin(listFrom: string) {
  const url = new URL(listFrom, 'http://localhost');
  const match = /^\/(?:boards\/([^/]+)|all)$/.exec(url.pathname);
  if (!match) return null;
  const board = match[1] ? decodeURIComponent(match[1]) : 'all';
  if (board.toLowerCase() === 'popular' || url.searchParams.get('view') === 'best') return null;
  const page = Number(url.searchParams.get('page'));
  return {
    board,
    sort: parseFeedSort(url.searchParams.get('sort')),
    category: url.searchParams.get('category') || undefined,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/**
 * Under a post opened from the table view: that list page again, the current post marked, as
 * Korean boards show it. Each link keeps the origin, so 목록 still returns to the same page.
 */
export function PostListAround({
  listFrom,
  currentId,
  placeholder,
}: {
  listFrom: string;
  currentId: number;
  /** What keeps the list's place until its answer is in (list-around-placeholder.tsx). */
  placeholder: React.ReactNode;
}) {
  const origin = parseListOrigin(listFrom);
  const query = useQuery({
    ...boardPageQueryOptions(
      origin?.board ?? 'all',
      origin?.sort ?? 'new',
      origin?.page ?? 0,
      origin?.category,
    ),
    enabled: origin !== null,
  });
  if (origin && query.isPending) return placeholder;
  // As in the table: the notices stand above the list page, not in it (a board's own notices
  // stand above that board only, so /all keeps them as rows).
  const posts = (query.data?.content ?? []).filter(
    (post) =>
      post &&
      post.notice !== 'site' &&
      !(post.notice === 'board' && origin?.board.toLowerCase() !== 'all'),
  );
  if (!origin || posts.length === 0) return null;
  const state = { listFrom } satisfies ListOrigin;
  return (
    <section
      aria-label={ko.conventions.listAroundLabel}
      className="overflow-hidden rounded-xl border border-line bg-surface"
    >
      <ul className="divide-y divide-line text-sm">
        {posts.map((post) => {
          const current = post.id === currentId;
          return (
            <li
              key={post.id}
              className={clsx('flex items-center gap-3 px-3 py-2', current && 'bg-brand/10')}
            >
              <span className="hidden w-14 shrink-0 text-center text-xs text-fg-muted tabular-nums sm:inline">
                {post.id}
              </span>
              <Link
                to={`/post/${post.id}`}
                state={state}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'min-w-0 flex-1 truncate hover:text-brand hover:underline',
                  current ? 'font-semibold text-brand' : 'text-fg',
                )}
              >
                {post.category && <span className="text-fg-muted">[{post.category}] </span>}
                {post.title?.trim() || ko.posts.untitled}
                {post.commentCount > 0 && (
                  <span className="ml-1 text-xs font-semibold text-brand">
                    [{formatCount(post.commentCount)}]
                  </span>
                )}
              </Link>
              <span className="hidden w-24 shrink-0 truncate text-center text-xs text-fg-muted sm:inline">
                {authorNameOf(post)}
              </span>
              <time
                dateTime={post.createdAt}
                className="w-20 shrink-0 text-right text-xs text-fg-muted tabular-nums"
              >
                {formatTableTime(post.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

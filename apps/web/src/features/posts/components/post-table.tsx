import type { FeedSort, Post } from '@myeolgong/contract/posts';
import { Image, MessagesSquare, PlaySquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatDate, formatTableTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useBoardPage } from '../api/get-board-page';
import { usePageParam } from '../hooks/use-list-layout';
import { feedErrorMessage } from '../utils/load-errors';
import { authorNameOf, imagesOf, likeCountOf, videoOf, youtubeIdOf } from '../utils/post-fields';
import { PageNumbers } from './page-numbers';
import { BestBadge } from './post-type-badge';

interface PostTableProps {
  board: string;
  sort: FeedSort;
  category?: string | undefined;
  /** Posts shown above the list (공지): left out of the rows so none appears twice. */
  hiddenIds?: ReadonlySet<number>;
}

/** History state a post link carries, so 목록 under the post returns to this very page. */
export interface ListOrigin {
  listFrom: string;
}

/**
 * The title cell: title, [댓글수] and the image and video marks; on phones, where there is no
 * 말머리 column, the 말머리 in brackets before the title.
 */
function TitleLine({
  post,
  from,
  withCategory = false,
}: {
  post: Post;
  from: string;
  withCategory?: boolean;
}) {
  const hasImage = imagesOf(post).length > 0;
  const hasVideo = Boolean(videoOf(post) || youtubeIdOf(post));
  return (
    <span className="flex min-w-0 items-center gap-1">
      <Link
        to={`/post/${post.id}`}
        state={{ listFrom: from } satisfies ListOrigin}
        className="min-w-0 truncate text-fg hover:text-brand hover:underline"
      >
        {withCategory && post.category && <span className="text-fg-muted">[{post.category}] </span>}
        {post.title?.trim() || ko.posts.untitled}
      </Link>
      <BestBadge post={post} />
      {hasImage && (
        <Image
          role="img"
          aria-label={ko.conventions.tableHasImage}
          className="size-3.5 shrink-0 text-fg-muted"
        />
      )}
      {hasVideo && (
        <PlaySquare
          role="img"
          aria-label={ko.conventions.tableHasVideo}
          className="size-3.5 shrink-0 text-fg-muted"
        />
      )}
      {post.commentCount > 0 && (
        <span
          className="shrink-0 text-xs font-semibold text-brand"
          aria-label={ko.conventions.tableComments(formatCount(post.commentCount))}
        >
          [{formatCount(post.commentCount)}]
        </span>
      )}
    </span>
  );
}

/**
 * The dense list view (issue 22): a numbered table of one page of the board, 20 rows, with the
 * page in the address (?page=) and numbered pagination. On phones each post is a two-line row.
 */
export function PostTable({ board, sort, category, hiddenIds }: PostTableProps) {
  const [page, setPage] = usePageParam();
  const query = useBoardPage(board, sort, page, category);
  const location = useLocation();
  const from = location.pathname + location.search;
  const data = query.data;

  // Another sort or 말머리 starts again at page 1.
  const filterKey = `${sort}:${category ?? ''}`;
  const lastFilter = useRef(filterKey);
  useEffect(() => {
    if (lastFilter.current === filterKey) return;
    lastFilter.current = filterKey;
    if (page !== 0) setPage(0);
  }, [filterKey, page, setPage]);

  // A page past the end (an old link, fewer posts since) goes to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.totalPages > 0 && page >= data.totalPages) {
      setPage(data.totalPages - 1);
    }
  }, [data, query.isPlaceholderData, page, setPage]);

  if (query.isPending) {
    return (
      <LoadingRegion label={ko.common.loading} className="space-y-2">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-10 rounded-lg" />
        ))}
      </LoadingRegion>
    );
  }
  if (!data) {
    return (
      <ErrorBlock
        message={feedErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const posts = data.content.filter(
    (post): post is Post => Boolean(post) && !(hiddenIds?.has(post.id) ?? false),
  );
  if (data.totalElements === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare />}
        title={ko.posts.empty}
        description={ko.posts.emptyHint}
      />
    );
  }

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <section
      aria-label={ko.posts.listLabel}
      aria-busy={query.isPlaceholderData || undefined}
      className="space-y-4"
    >
      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        <table className="hidden w-full table-fixed text-sm sm:table">
          <thead className="border-b border-line bg-surface-muted text-xs text-fg-muted">
            <tr>
              <th scope="col" className="w-16 px-2 py-2 font-medium">
                {ko.conventions.tableNumber}
              </th>
              <th scope="col" className="w-20 px-2 py-2 font-medium">
                {ko.conventions.category}
              </th>
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {ko.conventions.tableTitle}
              </th>
              <th scope="col" className="w-28 px-2 py-2 font-medium">
                {ko.conventions.tableAuthor}
              </th>
              <th scope="col" className="w-24 px-2 py-2 font-medium">
                {ko.conventions.tableDate}
              </th>
              <th scope="col" className="w-14 px-2 py-2 font-medium">
                {ko.conventions.tableViews}
              </th>
              <th scope="col" className="w-14 px-2 py-2 font-medium">
                {ko.conventions.tableLikes}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {posts.map((post) => (
              <tr key={post.id} className="hover:bg-surface-muted/60">
                <td className="px-2 py-2 text-center text-xs text-fg-muted tabular-nums">
                  {post.id}
                </td>
                <td className="truncate px-2 py-2 text-center text-xs text-fg-muted">
                  {post.category}
                </td>
                <td className="px-2 py-2">
                  <TitleLine post={post} from={from} />
                </td>
                <td className="truncate px-2 py-2 text-center">{authorNameOf(post)}</td>
                <td className="px-2 py-2 text-center text-xs text-fg-muted tabular-nums">
                  <time dateTime={post.createdAt} title={formatDate(post.createdAt) ?? undefined}>
                    {formatTableTime(post.createdAt)}
                  </time>
                </td>
                <td className="px-2 py-2 text-center text-xs text-fg-muted tabular-nums">
                  {formatCount(post.viewCount)}
                </td>
                <td className="px-2 py-2 text-center text-xs text-fg-muted tabular-nums">
                  {formatCount(likeCountOf(post))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-line sm:hidden">
          {posts.map((post) => (
            <li key={post.id} className="space-y-1 px-3 py-2.5 text-sm">
              <TitleLine post={post} from={from} withCategory />
              <p className="flex flex-wrap gap-x-2 text-xs text-fg-muted">
                <span>{authorNameOf(post)}</span>
                <time dateTime={post.createdAt}>{formatTableTime(post.createdAt)}</time>
                <span>
                  {ko.conventions.tableViews} {formatCount(post.viewCount)}
                </span>
                <span>
                  {ko.conventions.tableLikes} {formatCount(likeCountOf(post))}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <PageNumbers page={page} totalPages={data.totalPages} onChange={changePage} />
    </section>
  );
}

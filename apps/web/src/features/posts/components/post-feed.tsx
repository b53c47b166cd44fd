import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { appEvents, useAppEvent } from '../../../lib/events';
import * as ko from '../../../lib/i18n/ko';
import { useScrollSentinel } from '../../../lib/use-scroll-sentinel';
import { type FeedState, useAutoRetry } from '../hooks/use-auto-retry';
import { type FeedSource, feedQueryOptions, usePostFeed } from '../hooks/use-post-feed';
import { patchPostEverywhere } from '../utils/patch-post';
import { feedErrorMessage } from '../utils/load-errors';
import { PostCard, PostCardSkeletons } from './post-card';

/** SPEC.md §4/§9: the next page loads once the list's end is within 500 px. */
const SCROLL_MARGIN = '500px';

interface PostFeedProps {
  source: FeedSource;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Posts shown above the list (공지): left out of the rows so none appears twice. */
  hiddenIds?: ReadonlySet<number>;
}

/**
 * A board page's infinite list (SPEC.md §2/§4): skeletons, error block with retry, empty state,
 * automatic retries, the next page near the end, and refreshes on the app's window events.
 * Mount it with a key per source so a new board, sort or range starts again at the first page.
 */
export function PostFeed({
  source,
  emptyTitle = ko.posts.empty,
  emptyDescription = ko.posts.emptyHint,
  hiddenIds,
}: PostFeedProps) {
  const client = useQueryClient();
  const feed = usePostFeed(source);
  const posts = feed.data?.pages.flatMap((page) => page.content ?? []) ?? [];

  const state: FeedState = feed.isFetching
    ? 'loading'
    : !feed.data
      ? feed.isError
        ? 'error'
        : 'loading'
      : posts.length === 0
        ? 'empty'
        : 'loaded';
  useAutoRetry(state, () => void feed.refetch());

  const sentinel = useScrollSentinel(() => void feed.fetchNextPage(), {
    enabled: feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError,
    rootMargin: SCROLL_MARGIN,
    rearmKey: feed.data?.pages.length,
  });

  useAppEvent(appEvents.boardRefreshRequested, () => {
    void client.resetQueries({ queryKey: feedQueryOptions(source).queryKey });
  });
  useAppEvent(appEvents.postUpdated, (detail) => {
    if (detail && typeof detail.postId === 'number' && detail.updates) {
      patchPostEverywhere(client, detail.postId, detail.updates);
    }
  });
  useAppEvent(appEvents.commentCountUpdated, (detail) => {
    if (detail && typeof detail.postId === 'number' && typeof detail.commentCount === 'number') {
      patchPostEverywhere(client, detail.postId, { commentCount: detail.commentCount });
    }
  });

  if (feed.isPending) {
    return (
      <LoadingRegion label={ko.common.loading} className="space-y-3">
        <PostCardSkeletons />
      </LoadingRegion>
    );
  }

  if (!feed.data) {
    return (
      <ErrorBlock
        message={feedErrorMessage(feed.error)}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }

  if (posts.length === 0) {
    return (
      <EmptyState icon={<MessagesSquare />} title={emptyTitle} description={emptyDescription} />
    );
  }

  return (
    <section aria-label={ko.posts.listLabel} className="space-y-3">
      <ul className="space-y-3">
        {(hiddenIds ? posts.filter((post) => !post || !hiddenIds.has(post.id)) : posts).map(
          (post, index) => (
            <li key={post?.id ?? `missing-${index}`}>
              <PostCard post={post} />
            </li>
          ),
        )}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {feed.isFetchingNextPage && (
        <LoadingRegion label={ko.common.loading} className="space-y-3">
          <PostCardSkeletons count={2} />
        </LoadingRegion>
      )}
      {feed.isFetchNextPageError && (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface p-4 text-center text-sm"
        >
          <p className="text-fg-muted">{feedErrorMessage(feed.error)}</p>
          <Button size="sm" onClick={() => void feed.fetchNextPage()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {ko.common.retry}
          </Button>
        </div>
      )}
      {!feed.hasNextPage && posts.length > 0 && (
        <p className="py-4 text-center text-xs text-fg-muted">{ko.posts.endOfList}</p>
      )}
    </section>
  );
}

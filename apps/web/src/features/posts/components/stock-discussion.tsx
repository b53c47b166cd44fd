import type { ReactNode } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ErrorBlock } from '../../../components/ui/error-block';
import * as ko from '../../../lib/i18n/ko';
import { PostCard, PostCardSkeletons } from './post-card';
import { useStockPosts } from '../api/get-stock-posts';

/** Where the write button goes: the editor in the 주식 board with the stock already mentioned. */
function writeAboutStock(stockName: string): string {
  return `/submit?boardName=stock&stock=${encodeURIComponent(stockName)}`;
}

/**
 * 종목토론 (issue 27): the posts mentioning the stock, newest first, ten at a time, and a button
 * that writes one. Each post opens as any post, with its comments, likes, reports and operator
 * tools.
 */
export function StockDiscussion({
  stockCode,
  stockName,
  authorBadge,
}: {
  stockCode: string;
  stockName: string;
  /** Beside each author's name: the predictions feature's record badge (given by the route). */
  authorBadge?: (authorId: number) => ReactNode;
}) {
  const posts = useStockPosts(stockCode);
  const list = posts.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <section aria-label={ko.stockTalk.discussionTitle(stockName)} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{ko.stockTalk.discussionTitle(stockName)}</h3>
        <Link to={writeAboutStock(stockName)} className={buttonClass('primary', 'sm', 'gap-1.5')}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {ko.stockTalk.write}
        </Link>
      </div>
      {posts.isPending ? (
        <PostCardSkeletons count={2} />
      ) : posts.isError && list.length === 0 ? (
        <ErrorBlock
          message={ko.stockTalk.discussionError}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">
          <p>{ko.stockTalk.discussionEmpty}</p>
          <p className="mt-1 text-xs">{ko.stockTalk.discussionEmptyHint}</p>
        </div>
      ) : (
        <div className="space-y-3">
          {list.map((post) => (
            <PostCard key={post.id} post={post} headingLevel="h3" authorBadge={authorBadge} />
          ))}
          {posts.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {ko.stockTalk.loadMore}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ko } from '../../../lib/i18n/ko';

export function PostCardSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className="space-y-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center gap-2">
        <Skeleton className="size-5 rounded-full" />
        <Skeleton className="h-3.5 w-32" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <div className="flex gap-4 pt-1">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-4 w-12" />
      </div>
    </div>
  ));
}

interface PostFeedProps {
  /** True while what the feed belongs to (board, query) is still loading. */
  pending: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** The post list area of a board, feed or search page. */
export function PostFeed({
  pending,
  emptyTitle = ko.posts.empty,
  emptyDescription = ko.posts.emptyHint,
}: PostFeedProps) {
  return (
    <section aria-label={ko.posts.listLabel} className="space-y-3">
      {pending ? (
        <LoadingRegion label={ko.common.loading} className="space-y-3">
          <PostCardSkeletons />
        </LoadingRegion>
      ) : (
        <EmptyState icon={<MessagesSquare />} title={emptyTitle} description={emptyDescription} />
      )}
    </section>
  );
}

import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ko } from '../../../lib/i18n/ko';

/** The shape of a post page while it loads: header, body, actions, then the comment box. */
export function PostDetailSkeleton() {
  return (
    <LoadingRegion label={ko.common.loading} className="space-y-4">
      <article
        aria-label={ko.posts.detailLabel}
        className="space-y-4 rounded-xl border border-line bg-surface p-5"
      >
        <div className="flex items-center gap-2">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-7 w-4/5" />
        <div className="space-y-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="flex gap-3 pt-2">
          <Skeleton className="h-8 w-20 rounded-full" />
          <Skeleton className="h-8 w-20 rounded-full" />
          <Skeleton className="h-8 w-20 rounded-full" />
        </div>
      </article>
      <Skeleton className="h-24 w-full rounded-xl" />
    </LoadingRegion>
  );
}

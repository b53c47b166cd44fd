import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';

/** The shape of a post page while it loads: header, body and actions. */
export function PostDetailSkeleton() {
  return (
    <LoadingRegion label={ko.common.loading}>
      <div className="space-y-4 rounded-xl border border-line bg-surface p-4 md:p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-4/5" />
        <div className="flex items-center gap-2">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="space-y-2.5 pt-1">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="flex gap-2 border-t border-line pt-3">
          <Skeleton className="h-9 w-16 rounded-full" />
          <Skeleton className="h-9 w-16 rounded-full" />
          <Skeleton className="h-9 w-20 rounded-full" />
          <Skeleton className="h-9 w-20 rounded-full" />
        </div>
      </div>
    </LoadingRegion>
  );
}

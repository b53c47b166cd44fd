import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';

/** The card's shape while its preview (or, on the post page, its code) loads. */
export function LinkPreviewSkeleton() {
  return (
    <LoadingRegion
      label={ko.linkPreview.loading}
      className="overflow-hidden rounded-lg border border-line"
    >
      <Skeleton className="h-[180px] w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-32" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
      </div>
    </LoadingRegion>
  );
}

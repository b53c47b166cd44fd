import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import * as ko from '../../lib/i18n/ko';

/** Shown in the content area while a page's code is first downloaded. */
export function PageFallback() {
  return (
    <LoadingRegion
      label={ko.common.loading}
      className="mx-auto w-full max-w-[720px] space-y-5 px-4 py-6"
    >
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <div className="space-y-3 pt-2">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </LoadingRegion>
  );
}

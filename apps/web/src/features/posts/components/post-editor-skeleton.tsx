import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';

/** The shape of the post form: type tabs, board selector, title, content and actions. */
export function PostEditorSkeleton() {
  return (
    <LoadingRegion
      label={ko.common.loading}
      className="space-y-4 rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-20" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-56 w-full" />
      <div className="flex justify-end gap-2">
        <Skeleton className="h-10 w-20" />
        <Skeleton className="h-10 w-24" />
      </div>
    </LoadingRegion>
  );
}

import type { PredictionStatus } from '@myeolgong/contract/predictions';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { usePredictions } from '../api/predictions';
import { PredictionItem } from './prediction-item';

const t = ko.predictions;
type Filter = 'all' | PredictionStatus;

/** A stock's or a member's predictions, newest first, filtered by 진행 중 / 마감, 10 at a time. */
export function PredictionList({
  of,
  empty,
}: {
  of: { stockCode: string } | { userId: number };
  empty: string;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const list = usePredictions(of, filter === 'all' ? undefined : filter);
  const { user } = useSession();
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className="space-y-3">
      <Segmented
        label={t.filterLabel}
        options={[
          { value: 'all', label: t.filterAll },
          { value: 'OPEN', label: t.filterOpen },
          { value: 'SETTLED', label: t.filterSettled },
        ]}
        value={filter}
        onChange={setFilter}
      />
      {list.isPending ? (
        <LoadingRegion label={ko.common.loading} className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorBlock
          message={t.loadError}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-fg-muted">
          {empty}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t.title}>
          {items.map((p) => (
            <PredictionItem
              key={p.id}
              prediction={p}
              show={'stockCode' in of ? 'member' : 'stock'}
              mine={user?.id === p.user.id}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t.more}
        </Button>
      )}
    </div>
  );
}

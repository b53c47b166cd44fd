import type { ReportGroup } from '@myeolgong/contract/moderation';
import type { ReportAction, ReportStatus } from '@myeolgong/contract/moderation-rules';
import { clsx } from 'clsx';
import { EyeOff, Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatListTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useReportQueue } from '../api/get-report-queue';
import { useResolveReport } from '../api/resolve-report';
import { LazyActionDialog } from './lazy-action-dialog';

const t = ko.admin;

const statuses: { value: ReportStatus; label: string }[] = [
  { value: 'OPEN', label: t.statusOpen },
  { value: 'DISMISSED', label: t.statusDismissed },
  { value: 'ACTIONED', label: t.statusActioned },
];

function targetLink(group: ReportGroup): string | null {
  if (group.targetType === 'USER') return `/profile/${group.targetId}`;
  return group.target.postId !== null ? `/post/${group.target.postId}` : null;
}

/** The report queue: one card per reported target, with dismiss, delete and restrict. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const queue = useReportQueue(status);
  const resolve = useResolveReport();
  const [pending, setPending] = useState<{ group: ReportGroup; action: ReportAction } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groups = queue.data?.pages.flatMap((page) => page.content) ?? [];

  const open = (group: ReportGroup, action: ReportAction) => {
    setError(null);
    setPending({ group, action });
  };

  return (
    <div
      className="flex flex-col gap-4"
      onPointerEnter={LazyActionDialog.preload}
      onFocus={LazyActionDialog.preload}
    >
      <Segmented label={t.reportStatus} options={statuses} value={status} onChange={setStatus} />
      {queue.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : queue.isError ? (
        <ErrorBlock message={t.loadError} onRetry={() => void queue.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState icon={<Flag />} title={status === 'OPEN' ? t.queueEmpty : t.closedEmpty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t.tabReports}>
          {groups.map((group) => {
            const link = targetLink(group);
            const label = `${t.targetTypes[group.targetType]} #${group.targetId}`;
            return (
              <li
                key={`${group.targetType}:${group.targetId}`}
                aria-label={label}
                className="rounded-xl border border-line bg-surface p-4"
              >
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold">
                    {t.targetTypes[group.targetType]}
                  </span>
                  <span className="rounded-full bg-danger/10 px-2 py-0.5 font-semibold text-danger">
                    {t.reportCount(group.reportCount)}
                  </span>
                  {group.target.hidden && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-fg-muted">
                      <EyeOff aria-hidden="true" className="size-3" />
                      {t.hidden}
                    </span>
                  )}
                  {group.target.deleted && (
                    <span className="rounded-full bg-surface-muted px-2 py-0.5 text-fg-muted">
                      {t.deleted}
                    </span>
                  )}
                  <span className="ml-auto text-fg-muted">
                    {t.lastReported(formatListTime(group.lastReportedAt))}
                  </span>
                </div>
                <p
                  className={clsx(
                    'mt-2 text-sm font-semibold break-words',
                    // A reported message is read whole, as it was written.
                    group.targetType === 'MESSAGE' ? 'whitespace-pre-wrap' : 'line-clamp-2',
                    group.target.deleted && 'text-fg-muted line-through',
                  )}
                >
                  {group.target.summary || '—'}
                </p>
                <p className="mt-1 text-xs text-fg-muted">
                  {group.target.authorNickname && group.targetType !== 'USER'
                    ? `${t.by(group.target.authorNickname)} · `
                    : ''}
                  {Object.entries(group.reasons)
                    .map(
                      ([reason, n]) =>
                        `${ko.report.reasons[reason as keyof typeof ko.report.reasons] ?? reason} ${n}`,
                    )
                    .join(' · ')}
                </p>
                {group.details.length > 0 && (
                  <ul className="mt-2 flex flex-col gap-1 border-l-2 border-line pl-3 text-xs text-fg-muted">
                    {group.details.map((text, index) => (
                      <li key={index} className="break-words">
                        {text}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {link && (
                    <Link to={link} className="text-sm font-medium text-brand hover:underline">
                      {t.openTarget}
                    </Link>
                  )}
                  {status === 'OPEN' && (
                    <div className="ml-auto flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => open(group, 'DISMISS')}>
                        {t.dismiss}
                      </Button>
                      {group.targetType !== 'USER' && (
                        <Button size="sm" onClick={() => open(group, 'DELETE')}>
                          {t.delete}
                        </Button>
                      )}
                      <Button size="sm" variant="danger" onClick={() => open(group, 'RESTRICT')}>
                        {group.targetType === 'USER' ? t.restrictMember : t.restrict}
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {queue.hasNextPage && (
        <Button
          className="self-center"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      )}
      {pending && (
        <Suspense fallback={<DialogLoading />}>
          <LazyActionDialog
            key={`${pending.group.targetType}:${pending.group.targetId}:${pending.action}`}
            open
            onOpenChange={(next) => !next && setPending(null)}
            title={t.resolveTitle[pending.action]}
            description={t.resolveBody[pending.action]}
            confirmLabel={t.confirm}
            withUntil={pending.action === 'RESTRICT'}
            busy={resolve.isPending}
            error={error}
            onConfirm={(input) =>
              resolve.mutate(
                {
                  targetType: pending.group.targetType,
                  targetId: pending.group.targetId,
                  action: pending.action,
                  ...input,
                },
                {
                  onSuccess: () => {
                    setPending(null);
                    showToast(t.resolved);
                  },
                  onError: (failure) =>
                    setError(failure instanceof ApiError ? failure.message : ko.errors.unknown),
                },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
